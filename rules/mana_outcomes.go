package rules

import (
	"fmt"
	"slices"
	"strings"
)

// outcomeSet gathers outcomes, merging those that come out the same.
type outcomeSet struct {
	list  []*Outcome
	index map[string]int
	more  []int
}

func (s *outcomeSet) add(key string, choice string, o Outcome) {
	if i, ok := s.index[key]; ok {
		if choice != "" && !slices.Contains(s.list[i].Choices, choice) {
			if len(s.list[i].Choices) < maxPaths {
				s.list[i].Choices = append(s.list[i].Choices, choice)
			} else {
				s.more[i]++
			}
		}
		return
	}
	if choice != "" {
		o.Choices = []string{choice}
	} else {
		o.Choices = []string{}
	}
	if s.index == nil {
		s.index = map[string]int{}
	}
	s.index[key] = len(s.list)
	s.list = append(s.list, &o)
	s.more = append(s.more, 0)
}

// addRuns adds the results of a mana ability as outcomes, their choices
// led by the world's timestamp order and which ability it was.
func (s *outcomeSet) addRuns(w *world, which []string, runs []manaRun) {
	for _, run := range runs {
		var choices []string
		if w.label != "" {
			choices = append(choices, w.label)
		}
		choices = append(append(choices, which...), run.choices...)
		mana := run.pool.String()
		s.add(run.key(), strings.Join(choices, "; "), Outcome{Mana: &mana, Events: run.events})
	}
}

func (s *outcomeSet) outcomes() []Outcome {
	out := make([]Outcome, len(s.list))
	for i, o := range s.list {
		out[i] = *o
		if s.more[i] > 0 {
			out[i].Choices = append(out[i].Choices, fmt.Sprintf("and %d more ways", s.more[i]))
		}
		if out[i].Events == nil {
			out[i].Events = []string{}
		}
	}
	return out
}

// manaAnswer says in a sentence what the outcomes produce.
func manaAnswer(what string, outs []Outcome) string {
	var list []string
	for _, o := range outs {
		if o.Mana == nil {
			continue
		}
		m := manaWords(*o.Mana)
		if !slices.Contains(list, m) {
			list = append(list, m)
		}
	}
	if len(outs) > 0 && (len(list) == 0 || len(list) == 1 && list[0] == manaWords("")) && slices.ContainsFunc(outs, func(o Outcome) bool { return slices.Contains(o.Events, noCommanderEvent) }) {
		// Command Tower: the headline says why, for a player whose
		// game has a commander the board can't name.
		return what + " produces no mana: the board names no commander."
	}
	switch len(list) {
	case 0:
		return what + " produces no mana."
	case 1:
		return what + " produces " + list[0] + "."
	}
	if len(list) > 5 || len(strings.Join(list, ", ")) > 40 {
		// Too many to name in a headline; the outcomes list them.
		return fmt.Sprintf("%s produces one of %d results%s.", what, len(list), manaChoicesWords)
	}
	return what + " produces " + joinOr(list) + manaChoicesWords + "."
}

// manaChoicesWords ends manaAnswer's sentence where what is produced
// depends on choices.
const manaChoicesWords = ", depending on the choices made"
