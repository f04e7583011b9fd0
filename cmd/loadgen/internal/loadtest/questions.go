package loadtest

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"math/rand/v2"
	"regexp"
	"strconv"
	"strings"

	"github.com/orrery-judge/orrery/bot/command"
)

// ReadCases reads the questions of an oracle case file
// (testdata/oracle/*.jsonl: one JSON object a line, its command in "ask").
func ReadCases(r io.Reader) ([]string, error) {
	var asks []string
	lines := bufio.NewScanner(r)
	lines.Buffer(nil, 1<<20)
	for n := 1; lines.Scan(); n++ {
		if strings.TrimSpace(lines.Text()) == "" {
			continue
		}
		var c struct {
			Ask string `json:"ask"`
		}
		if err := json.Unmarshal(lines.Bytes(), &c); err != nil {
			return nil, fmt.Errorf("line %d: %w", n, err)
		}
		if c.Ask == "" {
			return nil, fmt.Errorf("line %d: no \"ask\"", n)
		}
		asks = append(asks, c.Ask)
	}
	return asks, lines.Err()
}

// extraCards are permanents a variation adds to a board: lands, mana
// rocks and creatures, mana doublers, and upkeep triggers.
var extraCards = []string{
	"Forest", "Island", "Swamp", "Mountain", "Plains", "Wastes", "Reflecting Pool", "Exotic Orchard",
	"Sol Ring", "Fellwar Stone", "Llanowar Elves", "Mana Reflection", "Mana Flare", "Contamination",
	"Ghirapur Orrery", "Phyrexian Arena", "Exploration", "Taiga", "Watery Grave",
}

var (
	handN  = regexp.MustCompile(`\bhand [0-9]+`)
	countN = regexp.MustCompile(`\b[0-9]+x `)
)

// Questions makes n questions for bot ask -f from the given ones (the
// oracle cases): each is one of them, as it is or varied: other hand
// sizes, counts, X and Orreries, and up to six more permanents for me or
// an opponent. A question the given ones answer with an error stays one,
// so the batch mixes answers and errors as players' questions do. The
// same seed gives the same questions.
func Questions(cases []string, n int, seed uint64) ([]string, error) {
	var invs []command.Invocation
	for _, c := range cases {
		inv, err := command.Parse(c)
		if err != nil {
			// A case about a bad command is kept as written.
			invs = append(invs, command.Invocation{Name: c})
			continue
		}
		invs = append(invs, inv)
	}
	if len(invs) == 0 {
		return nil, fmt.Errorf("no questions to start from")
	}
	rng := rand.New(rand.NewPCG(seed, seed^0x6f7272657279))
	out := make([]string, 0, n)
	for len(out) < n {
		inv := invs[rng.IntN(len(invs))]
		if inv.Options == nil || rng.IntN(5) == 0 {
			out = append(out, questionText(inv))
			continue
		}
		out = append(out, questionText(vary(inv, rng)))
	}
	return out, nil
}

// questionText is the command a line of bot ask -f holds.
func questionText(inv command.Invocation) string {
	if inv.Options == nil {
		return inv.Name
	}
	return inv.String()
}

// vary changes a question's numbers and adds permanents to its board.
func vary(inv command.Invocation, rng *rand.Rand) command.Invocation {
	opts := make(map[string]string, len(inv.Options))
	for k, v := range inv.Options {
		opts[k] = v
	}
	num := func(lo, hi int) string { return strconv.Itoa(lo + rng.IntN(hi-lo+1)) }
	for k := range opts {
		switch k {
		case "x":
			opts[k] = num(0, 10)
		case "hand", "ally_hand":
			opts[k] = num(0, 7)
		case "orreries":
			opts[k] = num(0, 5)
		case "played":
			opts[k] = num(0, 2)
		}
	}
	if board, ok := opts["board"]; ok {
		board = handN.ReplaceAllStringFunc(board, func(string) string { return "hand " + num(0, 7) })
		board = countN.ReplaceAllStringFunc(board, func(string) string { return num(1, 4) + "x " })
		if k := rng.IntN(7); k > 0 {
			var cards []string
			for range k {
				cards = append(cards, extraCards[rng.IntN(len(extraCards))])
			}
			who := "me"
			if rng.IntN(3) == 0 {
				who = "opp"
			}
			if strings.TrimSpace(board) != "" {
				board += "; "
			}
			board += who + ": " + strings.Join(cards, ", ")
		}
		opts["board"] = board
	}
	return command.Invocation{Name: inv.Name, Options: opts}
}
