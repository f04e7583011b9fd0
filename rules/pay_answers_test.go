package rules

import (
	"bytes"
	"encoding/json"
	"flag"
	"math/rand"
	"os"
	"strconv"
	"strings"
	"testing"
)

// payAnswersFile, when set, makes TestRecordPayAnswers write the rulings
// of a fixed set of generated /judge pay and /judge mana questions to it,
// one JSON line each, so that two versions of the engine can be compared
// byte for byte:
//
//	go test ./rules/ -run TestRecordPayAnswers -pay-answers /tmp/before.jsonl
//	(change the engine)
//	go test ./rules/ -run TestRecordPayAnswers -pay-answers /tmp/after.jsonl
//	cmp /tmp/before.jsonl /tmp/after.jsonl
var payAnswersFile = flag.String("pay-answers", "", "write the rulings of the generated pay and mana questions to this file")

// answerSources are the permanents the generated boards are made of.
var answerSources = []string{
	"Forest", "Island", "Plains", "Swamp", "Mountain", "Wastes", "Taiga", "Watery Grave",
	"Forest (tapped)", "Island (tapped)",
	"Snow-Covered Forest", "Snow-Covered Island", "[Frost Grove: Snow Land — {T}: Add {G}.]",
	"Birds of Paradise", "Birds of Paradise (sick)", "Llanowar Elves", "Llanowar Elves (sick)",
	"Llanowar Elves (sick, haste)", "Naga Vitalist", "Harvester Druid", "Sylvok Explorer",
	"Sol Ring", "Sol Ring (tapped)", "Fellwar Stone", "Mana Vault", "Grim Monolith (tapped)",
	"Selesnya Signet", "Azorius Signet", "Mystic Gate", "Graven Cairns",
	"[Filter Gate: Land — {W/U}, {T}: Add {W}{W}, {W}{U}, or {U}{U}.]",
	"Cabal Coffers", "Gaea's Cradle", "Nykthos, Shrine to Nyx", "Reflecting Pool", "Exotic Orchard",
	"City of Brass", "Mana Confluence", "Ancient Tomb", "Command Tower", "Urza's Mine",
	"Cavern of Souls (named Elf)", "Vivid Crag", "Vivid Crag (tapped)", "Gemstone Mine (1 mining)",
	"Everflowing Chalice (2 charge)", "Spire of Industry", "Pillar of the Paruns",
	"Eldrazi Temple", "Ancient Ziggurat", "Lotus Petal", "Springleaf Drum", "Grizzly Bears",
	"Utopia Sprawl (on Forest)", "Wild Growth (on Forest)", "Overgrowth (on Forest)",
	"Elvish Archdruid", "Priest of Titania",
}

// answerEffects change what tapping makes, or what counts.
var answerEffects = []string{
	"Mana Reflection", "Contamination", "Damping Sphere", "Mana Flare", "Pulse of Llanowar",
	"Blood Moon", "Celestial Dawn", "Heartbeat of Spring", "Zendikar Resurgent", "Vernal Bloom",
	"Urborg, Tomb of Yawgmoth", "Chromatic Lantern", "Nyxbloom Ancient", "Concordant Crossroads",
}

var answerSymbols = []string{
	"{G}", "{U}", "{W}", "{B}", "{R}", "{C}", "{1}", "{2}", "{3}", "{G/W}", "{W/U}", "{2/U}", "{2/R}",
	"{U/P}", "{G/P}", "{G/U/P}", "{S}", "{X}", "{C}", "{G}", "{1}",
}

var answerSpells = []string{"Llanowar Elves", "Grizzly Bears", "Walking Ballista", "Ulamog's Crusher", "Lightning Bolt", "Tarmogoyf"}

// genAnswerQuestion makes one /judge pay or /judge mana question: a
// command and its options.
func genAnswerQuestion(rng *rand.Rand) (string, map[string]string) {
	items := func(n int) []string {
		var out []string
		for i := 0; i < n; i++ {
			s := answerSources[rng.Intn(len(answerSources))]
			if strings.Contains(s, "(on Forest)") {
				out = append(out, "Forest")
			}
			if rng.Intn(6) == 0 {
				s = strconv.Itoa(2+rng.Intn(3)) + "x " + s
			}
			out = append(out, s)
		}
		return out
	}
	mine := items(1 + rng.Intn(12))
	for k := rng.Intn(3); k > 0; k-- {
		if rng.Intn(2) == 0 {
			mine = append(mine, answerEffects[rng.Intn(len(answerEffects))])
		}
	}
	if rng.Intn(2) == 0 {
		mine = append(mine, "life "+strconv.Itoa(rng.Intn(21)))
	}
	var board string
	player := ""
	switch rng.Intn(8) {
	case 0:
		ally := items(rng.Intn(4))
		board = "format: 2hg; teams: me+ally vs opp+opp2; me: " + strings.Join(mine, ", ")
		if len(ally) > 0 {
			board += "; ally: " + strings.Join(ally, ", ")
		}
		if rng.Intn(3) == 0 {
			player = "ally"
		}
	default:
		board = "me: " + strings.Join(mine, ", ")
	}
	if rng.Intn(3) == 0 {
		opp := items(rng.Intn(4))
		if rng.Intn(2) == 0 {
			opp = append(opp, answerEffects[rng.Intn(len(answerEffects))])
		}
		if len(opp) > 0 {
			board += "; opp: " + strings.Join(opp, ", ")
		}
	}
	opts := map[string]string{"board": board}
	if player != "" {
		opts["player"] = player
	}
	if rng.Intn(4) == 0 {
		return "judge mana", opts
	}
	cost := ""
	hasX := false
	for k := 1 + rng.Intn(7); k > 0; k-- {
		s := answerSymbols[rng.Intn(len(answerSymbols))]
		if s == "{X}" {
			if hasX {
				continue
			}
			hasX = true
		}
		cost += s
	}
	if cost == "" {
		cost = "{1}"
	}
	opts["cost"] = cost
	if hasX {
		opts["x"] = strconv.Itoa(rng.Intn(4))
	}
	if rng.Intn(4) == 0 {
		opts["card"] = answerSpells[rng.Intn(len(answerSpells))]
	}
	return "judge pay", opts
}

// TestRecordPayAnswers writes the rulings of 1,000 generated /judge pay
// and /judge mana questions (errors too) to the -pay-answers file.
func TestRecordPayAnswers(t *testing.T) {
	if *payAnswersFile == "" {
		t.Skip("no -pay-answers file")
	}
	rng := rand.New(rand.NewSource(605))
	var out bytes.Buffer
	understood, errs := 0, 0
	for i := 0; i < 1000; i++ {
		cmd, opts := genAnswerQuestion(rng)
		q, _ := json.Marshal(map[string]any{"command": cmd, "options": opts})
		out.Write(q)
		out.WriteByte('\n')
		r, err := askOpts(cmd, opts)
		if err != nil {
			errs++
			out.WriteString("error: " + err.Error() + "\n")
			continue
		}
		if r.Understood {
			understood++
		}
		j, err := json.Marshal(r)
		if err != nil {
			t.Fatal(err)
		}
		out.Write(j)
		out.WriteByte('\n')
	}
	t.Logf("%d understood, %d errors", understood, errs)
	if err := os.WriteFile(*payAnswersFile, out.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
}

// CR 118.3, 107.4e: a hybrid symbol can be paid only with mana of one of
// its halves, and so can the symbols of those types beside it; the "no"
// says how much of that mana the player can make, as it does for one
// color, where it said only that no combination pays every symbol.
func TestRule118_3HybridShortfallNamesTheMana(t *testing.T) {
	for _, c := range []struct{ board, cost, want string }{
		{"me: Forest, Island", "{G/W}{G/W}", "you can make at most one {G} or {W}, and it needs two"},
		{"me: Island", "{G/W}", "you can make no {G} or {W}, and it needs one"},
		{"me: Forest, 2x Island", "{G}{G/W}", "you can make at most one {G} or {W}, and it needs two"},
		{"me: Forest, Wastes, Island", "{C/W}{C/W}", "you can make at most one {C} or {W}, and it needs two"},
	} {
		r := pay(t, c.board, c.cost)
		wantPayable(t, r, false)
		if !strings.Contains(r.Answer, c.want) {
			t.Errorf("%s, %s: answer %q, want %q", c.board, c.cost, r.Answer, c.want)
		}
	}
}

// CR 117.1a, 601.2g: Lion's Eye Diamond's mana ability can be activated
// only when its controller could cast an instant, so not while a spell is
// being cast; activated before, its cost discards the hand the spell is
// cast from. With card:, a cost only it can pay is refused (the spell
// may be cast from elsewhere), and one other sources pay is paid without
// it; without card: (an ability's cost, or a spell's not from the hand)
// it pays as before. It paid Lightning Bolt, which it would discard.
func TestRule117_1aLionsEyeDiamondCantPayForASpellFromTheHand(t *testing.T) {
	r := pay(t, "me: Lion's Eye Diamond, hand 1", "{R}", "card", "Lightning Bolt")
	wantUnderstood(t, r, false)
	if !strings.Contains(r.Answer, "where Lightning Bolt is cast from") {
		t.Errorf("answer %q does not say why", r.Answer)
	}
	r = pay(t, "me: Lion's Eye Diamond, Mountain", "{R}", "card", "Lightning Bolt")
	wantPayable(t, r, true)
	if got := actions(r); len(got) != 1 || strings.Contains(got[0], "Lion's Eye Diamond") {
		t.Errorf("ways %v, want the Mountain's alone", got)
	}
	r = pay(t, "me: Lion's Eye Diamond, Mountain", "{R}{R}{R}", "card", "Ball Lightning")
	wantUnderstood(t, r, false)
	r = pay(t, "me: Lion's Eye Diamond", "{R}{R}{R}")
	wantPayable(t, r, true)
	// Cast from elsewhere, it could not pay either: Pillar of the
	// Paruns' mana pays no red spell, and three mana are not four.
	r = pay(t, "me: Pillar of the Paruns, Sphere of Resistance, Lion's Eye Diamond", "{X}{R}", "card", "Fireball", "x", "2")
	wantPayable(t, r, false)
	// Three mana are not four wherever it is cast from, and the "no"
	// says what the Diamond's mana is, not that nothing makes mana.
	r = pay(t, "me: Lion's Eye Diamond, hand 3", "{2}{B}{B}", "card", "Ill-Gotten Gains")
	wantPayable(t, r, false)
	if !strings.Contains(r.Answer, "made before it is cast") {
		t.Errorf("answer %q does not say why", r.Answer)
	}
}

// CR 118.3, 119.4: where the life total is what bounds the mana of one
// type, mana abilities that cost life making no more of it, the "no"
// says so, as it does for the mana in all; where life is not the bound it
// says nothing of life.
func TestRule118_3ShortOfOneTypeSaysLifeBoundsIt(t *testing.T) {
	r := pay(t, "me: 2x Mana Confluence, life 1", "{U}{U}")
	wantPayable(t, r, false)
	if !strings.Contains(r.Answer, "you can make at most one {U}, and it needs two (your 1 life limits Mana Confluence's mana)") || !rulingSays(r, "you have 1 life, and Mana Confluence's mana ability costs life") {
		t.Errorf("answer %q", r.Answer)
	}
	r = pay(t, "me: 2x Mana Confluence, life 5", "{U}{U}{U}")
	wantPayable(t, r, false)
	if strings.Contains(r.Answer, "life") {
		t.Errorf("answer %q speaks of life, which is not the bound", r.Answer)
	}
}
