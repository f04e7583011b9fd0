package rules

import (
	"regexp"
	"strings"
	"testing"
)

// The boards the voice is checked on: two players, Two-Headed Giant, and
// three players with one called by a first name, whose turn it is.
var voiceBoards = []struct {
	name, board string
	players     []string
	cards       []string
}{
	{"two players",
		"me: Ghirapur Orrery, Forest, Reflecting Pool, Llanowar Elves (sick), Vivid Crag, hand 0; opp: Ghirapur Orrery, Exotic Orchard, Island, Phyrexian Arena, hand 0",
		[]string{Me, "opp"}, []string{"Forest", "Reflecting Pool", "Llanowar Elves", "opp's Exotic Orchard", "Vivid Crag"}},
	{"Two-Headed Giant",
		"format: 2hg; teams: me+ally vs opp+opp2; me: Ghirapur Orrery, Forest, Mana Reflection, hand 0; ally: Phyrexian Arena, Gaea's Cradle, Llanowar Elves, hand 0; opp: Island, Contamination, hand 3; opp2: Exotic Orchard, Ghirapur Orrery, hand 0",
		[]string{Me, "ally", "opp", "opp2"}, []string{"Forest", "ally's Gaea's Cradle", "ally's Llanowar Elves", "opp2's Exotic Orchard"}},
	{"three players",
		"turn: alice; me: Forest, Mana Reflection, Exotic Orchard, hand 2; alice: Ghirapur Orrery, Phyrexian Arena, Island, hand 0, library 10; bob: Swamp, Ghirapur Orrery, Dark Confidant, hand 0",
		[]string{Me, "alice", "bob"}, []string{"Forest", "Exotic Orchard", "alice's Island", "bob's Swamp"}},
}

var (
	quoted      = regexp.MustCompile(`\x{201c}[^\x{201d}]*\x{201d}`)
	meWord      = regexp.MustCompile(`\bme\b`)
	lowerName   = regexp.MustCompile(`\b(opp|opp2|ally|alice|bob)\b`)
	sApostS     = regexp.MustCompile(`\ws's\b`)
	youThird    = regexp.MustCompile(`\b[Yy]ou (draws|has|is|controls|chooses|pays|discards|loses|gains|reveals|puts|keeps|taps|exiles|sacrifices|does)\b`)
	nameBareVrb = regexp.MustCompile(`\b(Opp|Opp 2|Ally|Alice|Bob) (draw|have|control|choose|pay|discard|lose|gain|reveal|put|keep)\b`)
)

// voiceProblems lists what in a text breaks the voice of the answers: the
// board's "me" or a player's board name in prose, a possessive "s's", a
// verb that does not agree with "you" or a name. Quoted card text is left
// out: it is the card's, not the engine's.
func voiceProblems(text string) []string {
	s := quoted.ReplaceAllString(text, "“…”")
	var bad []string
	for _, c := range []struct {
		re   *regexp.Regexp
		what string
	}{
		{meWord, "the board's “me” in prose"},
		{lowerName, "a player's board name, not capitalised"},
		{sApostS, "a possessive “s's”"},
		{youThird, "a verb that does not agree with “you”"},
		{nameBareVrb, "a verb that does not agree with a player's name"},
	} {
		if m := c.re.FindString(s); m != "" {
			bad = append(bad, c.what+" ("+m+")")
		}
	}
	return bad
}

// rulingTexts are every text of a ruling written for people.
func rulingTexts(r *Ruling) []string {
	texts := []string{r.Answer}
	for _, s := range r.Steps {
		texts = append(texts, s.Text)
	}
	for _, o := range r.Outcomes {
		texts = append(texts, o.Choices...)
		texts = append(texts, o.Events...)
	}
	return texts
}

// Every question kind, on each board, speaks to the asker as "you", names
// the other players as names, and writes possessives and verbs that agree;
// the machine fields keep the board's names; every headline is one short
// sentence.
func TestAnswersSpeakWithOneVoice(t *testing.T) {
	for _, vb := range voiceBoards {
		var rulings []*Ruling
		add := func(cmd string, kv ...string) {
			rulings = append(rulings, ask(t, cmd, append([]string{"board", vb.board}, kv...)...))
		}
		for _, c := range vb.cards {
			add("judge tap", "card", c)
			add("judge could-produce", "card", c)
			add("judge activate", "card", c)
		}
		for _, p := range vb.players {
			add("judge lands", "player", p)
			add("judge upkeep", "player", p)
			add("judge pay", "player", p, "cost", "{G}{U}")
			add("judge pay", "player", p, "cost", "{W}{W}{W}")
			add("judge mana", "player", p)
		}
		add("judge enters", "card", "Hangarback Walker", "x", "2")
		for _, r := range rulings {
			if n := len(strings.Fields(r.Answer)); n > 25 {
				t.Errorf("%s, %s: the headline has %d words, more than 25: %s", vb.name, r.Question, n, r.Answer)
			}
			for _, text := range rulingTexts(r) {
				for _, bad := range voiceProblems(text) {
					t.Errorf("%s, %s: %s in %q", vb.name, r.Question, bad, text)
				}
			}
			for _, o := range r.Outcomes {
				for p := range o.Draws {
					if !has(vb.players, p) {
						t.Errorf("%s, %s: draws keyed by %q, not a board name", vb.name, r.Question, p)
					}
				}
			}
		}
	}
}

// The checks above can fail: each finds what it is for.
func TestVoiceProblemsFindsEachFault(t *testing.T) {
	for _, text := range []string{
		"Ghirapur Orrery triggers: me draws three cards.",
		"Ghirapur Orrery (controlled by opp) for you",
		"Llanowar Elves's ability can't be activated now.",
		"you draws three cards",
		"Alice draw three cards",
	} {
		if len(voiceProblems(text)) == 0 {
			t.Errorf("no fault found in %q", text)
		}
	}
	if bad := voiceProblems("Opp 2's \u201cme draws\u201d ability lets you draw; Alice has 3 cards."); len(bad) > 0 {
		t.Errorf("faults found in a good text: %v", bad)
	}
	if !strings.Contains(strings.Join(voiceProblems("me's turn"), " "), "me") {
		t.Error("“me's” is not found")
	}
}
