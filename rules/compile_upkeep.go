package rules

import (
	"regexp"
	"strings"
)

var (
	reUpkeep   = regexp.MustCompile(`^At the beginning of (your|each player's|each opponent's) upkeep, (.+)$`)
	reDrawStep = regexp.MustCompile(`^At the beginning of (your|each player's) draw step, (.+)$`)
)

// compileUpkeep reads the triggered abilities of the beginning of the
// upkeep and of the draw step.
func compileUpkeep(a *Ability, s string) bool {
	if m := reUpkeep.FindStringSubmatch(s); m != nil {
		a.Kind = KindTriggered
		t := &TriggerSpec{Event: TriggerUpkeep, Whose: whoseWord(m[1]), Effect: m[2]}
		a.Trigger = t
		body := m[2]
		if strings.HasPrefix(body, "if that player has no cards in hand, ") {
			t.IfNoCardsInHand = true
			body = strings.TrimPrefix(body, "if that player has no cards in hand, ")
		}
		switch {
		case body == "that player draws three cards." || body == "you draw three cards.":
			t.Draw = 3
		case body == "you draw a card and you lose 1 life.":
			t.Draw, t.LoseLife = 1, 1
		case body == "reveal the top card of your library and put that card into your hand. You lose life equal to its mana value.":
			t.RevealToHand = true
		case body == "sacrifice this unless you sacrifice a creature.":
			t.Effect = "its controller sacrifices a creature or sacrifices it"
		default:
			if d, ok := drawCards(body); ok {
				t.Draw = d
			} else {
				a.Understood = false
				a.Why = "the effect " + quote(body) + " is not one the engine models"
			}
		}
		return true
	}
	if m := reDrawStep.FindStringSubmatch(s); m != nil {
		a.Kind = KindTriggered
		t := &TriggerSpec{Event: TriggerDrawStep, Whose: whoseWord(m[1]), Effect: m[2]}
		a.Trigger = t
		body := m[2]
		if strings.HasPrefix(body, "if this is untapped, ") {
			t.IfUntapped = true
			body = strings.TrimPrefix(body, "if this is untapped, ")
		}
		if body == "that player draws an additional card." {
			t.Draw = 1
		} else {
			a.Understood = false
			a.Why = "the effect " + quote(body) + " is not one the engine models"
		}
		return true
	}
	return false
}

var reDraw = regexp.MustCompile(`^(?:you|that player) draws? (\w+) (?:additional )?cards?\.$`)

func drawCards(s string) (int, bool) {
	m := reDraw.FindStringSubmatch(s)
	if m == nil {
		return 0, false
	}
	return wordNumber(m[1])
}

func whoseWord(s string) string {
	switch s {
	case "your":
		return "you"
	case "each player's":
		return "each player"
	case "each opponent's":
		return "each opponent"
	}
	return s
}
