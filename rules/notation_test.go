package rules

import (
	"bufio"
	"errors"
	"fmt"
	"os"
	"reflect"
	"strings"
	"testing"

	"github.com/orrery-judge/orrery/rules/catalog"
)

// contractExamples are the boards of docs/contract.md, section 2.
var contractExamples = []string{
	"me: Ghirapur Orrery, hand 0; opp: hand 2",
	"me: Reflecting Pool, Forest, Island; opp: Contamination",
	"format: 2hg; teams: me+ally vs opp+opp2; me: Ghirapur Orrery, hand 0; ally: hand 2",
	"me: Llanowar Elves (sick), Pili-Pala (tapped), Wild Growth (on Forest), Forest",
}

// canonicalBoards maps board text to its canonical form.
var canonicalBoards = []struct{ in, want string }{
	{"me: [Zork: Land — {T}: Add {G}.], [zork: Land — {T}: Add {G}.]", "me: 2x [Zork: Land — {T}: Add {G}.]"},
	{"", ""},
	{"   \n ; ;\r\n", ""},
	{"me:", ""},
	{"me: Ghirapur Orrery, hand 0; opp: hand 2", "me: hand 0, Ghirapur Orrery; opp: hand 2"},
	// An Aura that enchants a player is written on that player.
	{"me: Curse of Thirst (on OPP); opp: hand 2", "me: Curse of Thirst (on opp); opp: hand 2"},
	{"opp: Paradox Haze ( on  me )", "opp: Paradox Haze (on me)"},
	// Energy is a number item (CR 107.14); "energy:" followed by no
	// number still starts the statement of a player named energy.
	{"me: Aether Hub, life 3; energy: 2", "me: life 3, energy 2, Aether Hub"},
	{"opp: Forest, ENERGY: 2", "opp: energy 2, Forest"},
	{"energy: Forest", "energy: Forest"},
	{"opp: energy 0", "opp: energy 0"},
	{"me: Reflecting Pool, Forest, Island; opp: Contamination", "me: Reflecting Pool, Forest, Island; opp: Contamination"},
	{"format: 2hg; teams: me+ally vs opp+opp2; me: Ghirapur Orrery, hand 0; ally: hand 2",
		"format: 2hg; teams: me+ally vs opp+opp2; me: hand 0, Ghirapur Orrery; ally: hand 2"},
	{"me: Llanowar Elves (sick), Pili-Pala (tapped), Wild Growth (on Forest), Forest",
		"me: Llanowar Elves (sick), Pili-Pala (tapped), Wild Growth (on Forest), Forest"},
	// WHO defaults to me; names fold to the catalog's spelling.
	{"forest, ISLAND, gaea's cradle", "me: Forest, Island, Gaea's Cradle"},
	{"Gaea’s Cradle", "me: Gaea's Cradle"},
	{"Ghirapur   Orrery", "me: Ghirapur Orrery"},
	// Card names with commas.
	{"me: Ghirapur Orrery, Exploration, Azusa, Lost but Seeking", "me: Ghirapur Orrery, Exploration, Azusa, Lost but Seeking"},
	{"Azusa, Lost but Seeking, Azusa, Lost but Seeking (tapped)", "me: Azusa, Lost but Seeking, Azusa, Lost but Seeking (tapped)"},
	{"urborg, tomb of yawgmoth,forest", "me: Urborg, Tomb of Yawgmoth, Forest"},
	// Counts expand and identical neighbours merge.
	{"2x Forest (tapped), Forest (tapped), 2 X Forest", "me: 3x Forest (tapped), 2x Forest"},
	{"Forest, Island, Forest", "me: Forest, Island, Forest"},
	{"me: 1000x Forest, Forest", "me: 1000x Forest, Forest"},
	// Numbers come first, in a fixed order; lands played 0 is not printed.
	{"me: Forest, lands played 2, life -3, library 40, hand 7", "me: hand 7, library 40, life -3, lands played 2, Forest"},
	{"me: lands played 0", ""},
	{"me: hand 007", "me: hand 7"},
	// Statements in a fixed order; defaults left out.
	{"me: Forest; step: upkeep; turn: opp", "turn: opp; step: upkeep; me: Forest"},
	{"turn: me; step: main1", ""},
	{"TURN: Opp; Step: UPKEEP", "turn: opp; step: upkeep"},
	{"format: 1v1; opp: Forest", "opp: Forest"},
	{"format: multiplayer", "format: multiplayer"},
	{"opp: Forest; ally: Forest", "ally: Forest; opp: Forest"},
	{"format: 2hg; teams: opp2+opp vs ally+me", "format: 2hg; teams: opp2+opp vs ally+me"},
	// Players: me first, then alphabetical; statements of a player join up.
	{"zed: Forest; me: Island; bob: Swamp; me: Plains", "me: Island, Plains; bob: Swamp; zed: Forest"},
	{"OPP: hand 1", "opp: hand 1"},
	{"opp:", "opp:"},
	{"opp:; turn: opp", "turn: opp"},
	// Attributes in a fixed order.
	{"Stonecoil Serpent (2 +1/+1, X=2, haste, new, tapped)",
		"me: Stonecoil Serpent (tapped, sick, haste, X=2, 2 +1/+1)"},
	{"[Banner: Artifact — As Banner enters, choose a color and a creature type.] (named elf, chose w, 1 charge, tapped)",
		"me: [Banner: Artifact — As Banner enters, choose a color and a creature type.] (tapped, 1 charge, chose white, named Elf)"},
	{"Gemstone Mine (1 mining, 2 Mining counters, 1 charge counter)", "me: Gemstone Mine (1 charge, 3 mining)"},
	{"Hangarback Walker (x = 3, 3 +1/+1 counters)", "me: Hangarback Walker (X=3, 3 +1/+1)"},
	{"Utopia Sprawl (chose G, on Forest), Forest", "me: Utopia Sprawl (on Forest, chose green), Forest"},
	// CardRefs print as written, with the catalog's spelling.
	{"Wild Growth (on gaea’s cradle), Gaea's Cradle", "me: Wild Growth (on Gaea's Cradle), Gaea's Cradle"},
	{"Forest, Wild Growth (on me's Forest); opp: Forest", "me: Forest, Wild Growth (on my Forest); opp: Forest"},
	{"opp: Forest, Forest; me: Wild Growth (on OPP's forest #2)", "me: Wild Growth (on opp's Forest #2); opp: 2x Forest"},
	{"Wild Growth (on Urborg, Tomb of Yawgmoth, tapped), Urborg, Tomb of Yawgmoth",
		"me: Wild Growth (tapped, on Urborg, Tomb of Yawgmoth), Urborg, Tomb of Yawgmoth"},
	// Inline cards.
	{"[Mystery Land: Land - {T}: Add {R} or {G}.]", "me: [Mystery Land: Land — {T}: Add {R} or {G}.]"},
	{"[Grove:  land —  Forest\n— {T}: Add {C}.\n{1}, {T}:  Add {G}{G}.]", "me: [Grove: Land — Forest — {T}: Add {C}. | {1}, {T}: Add {G}{G}.]"},
	{"[Bird: Creature 1/1 — — Flying]", "me: [Bird: Creature 1/1 — — Flying]"},
	{"[Bear: Creature — Bear 2/2]", "me: [Bear: Creature — Bear 2/2]"},
	{"[0:lAnd -—A]", "me: [0: Land — — A]"},
	{"[Golem: Artifact Creature -/- — {T}: Add {C}.]", "me: [Golem: Artifact Creature -/- — {T}: Add {C}.]"},
	{"[Rock: Artifact — {T}: Add {C}.], [Rock: Artifact — {T}: Add {C}.] (tapped)",
		"me: [Rock: Artifact — {T}: Add {C}.], [Rock: Artifact — {T}: Add {C}.] (tapped)"},
	{"2x [Odd, Name: Land], Wild Growth (on Odd, Name #2)", "me: 2x [Odd, Name: Land], Wild Growth (on Odd, Name #2)"},
	// Multi-line boards.
	{"me: Forest\nopp: Island\r\nturn: opp\n", "turn: opp; me: Forest; opp: Island"},
	{"me: [Grove: Land — Forest — {T}: Add {C}.\n{T}: Add {G}.]\nopp: Island", "me: [Grove: Land — Forest — {T}: Add {C}. | {T}: Add {G}.]; opp: Island"},
}

func TestParseBoardCanonical(t *testing.T) {
	for _, c := range canonicalBoards {
		b, err := ParseBoard(c.in)
		if err != nil {
			t.Errorf("ParseBoard(%q): %v", c.in, err)
			continue
		}
		if got := b.String(); got != c.want {
			t.Errorf("ParseBoard(%q).String()\n got %q\nwant %q", c.in, got, c.want)
		}
	}
}

// invalidBoards: each gives an error at offset with a message holding msg.
var invalidBoards = []struct {
	in     string
	offset int
	msg    string
}{
	{"me: Reflectin Pool", 4, `unknown card "Reflectin Pool"`},
	{"me: Forest, Reflectin Pool (tapped)", 12, `unknown card "Reflectin Pool"`},
	{"me: Forest tapped", 4, `unknown card "Forest tapped": expected "," or "(" after "Forest"`},
	{"me: hand -3", 9, "hand -3: a hand size must be a whole number 0 or more"},
	{"me: hand", 8, `expected a number after "hand", found the end of the board`},
	{"me: hand x", 9, `expected a number after "hand", found "x"`},
	{"me: hand 1.5", 9, "hand 1.5: a hand size must be a whole number 0 or more"},
	{"me: library -1", 12, "a library size must be a whole number 0 or more"},
	{"me: lands played -1", 17, "lands played must be a whole number 0 or more"},
	{"me: lands   PLAYED", 18, `expected a number after "lands played"`},
	{"me: life 1.5", 9, "life must be a whole number"},
	{"me: life 99999999", 9, "at most 1000000"},
	{"me: hand 1, hand 1", 12, "your hand is given twice"},
	{"me: energy 1, energy: 2", 14, "your energy is given twice"},
	{"me: energy -1", 11, "energy -1: an amount of energy must be a whole number 0 or more"},
	{"me: energy x", 11, `expected a number after "energy", found "x"`},
	{"me: Forest, 10 poison", 15, "poison counters are not part of the board notation"},
	{"me: poison 3; opp: Forest", 4, "poison counters are not part of the board notation"},
	{"opp: life 1; opp: life 1", 18, "Opp's life is given twice"},
	{"me: lands played 1, lands played 0", 20, "your lands played is given twice"},
	{"me: hand 3 (tapped)", 11, `expected "," or the end of the statement after an item, found "(tapped)"`},
	{"step: upkep", 6, `unknown step "upkep": expected untap, upkeep, draw, main1, combat, main2, end or cleanup`},
	{"step:", 5, `expected a step after "step:"`},
	{"step: main 1", 6, `unknown step "main 1"`},
	{"step: main1 main2", 12, `expected ";" or a new line after "step: main1", found "main2"`},
	{"format: 2hg 1v1", 12, `expected ";" or a new line after "format: 2hg"`},
	{"format: 2v2", 8, `unknown format "2v2": expected 1v1, multiplayer or 2hg`},
	{"me: Forest; format: 2hg", 12, `"format: 2hg" needs the teams`},
	{"teams: me+ally vs opp+opp2", 0, `"teams:" is for a Two-Headed Giant game: add "format: 2hg"`},
	{"format: 1v1; teams: me+ally vs opp+opp2", 13, `"teams:" is for a Two-Headed Giant game`},
	{"format: 2hg; teams: me+ally+bob vs opp+opp2", 20, "a Two-Headed Giant team has two players; found 3 (me+ally+bob)"},
	{"format: 2hg; teams: me+ally vs opp", 31, "found 1 (opp)"},
	{"format: 2hg; teams: me+ally vs ally+opp", 31, "ally is named twice in the teams"},
	{"format: 2hg; teams: me+ally vs opp+opp2 vs x+y", 40, "two teams; found a third"},
	{"format: 2hg; teams: me+ally opp+opp2", 28, `expected "+" or "vs"`},
	{"format: 2hg; teams: me+ally vs opp+opp2; bob: Forest", 13, "every player is on a team, and bob is not"},
	{"format: 2hg; teams: ally+bob vs opp+opp2", 13, "every player is on a team, and me is not"},
	{"format: 1v1; opp: Forest; ally: Forest", 0, `"format: 1v1" is for two players, but the board names 3 (me, ally, opp)`},
	{"turn: opp; turn: me", 11, `"turn:" is given twice`},
	{"step: draw; step: draw", 12, `"step:" is given twice`},
	{"turn:", 5, `expected a player name (one word of the letters a to z, digits or _) after "turn:"`},
	// A player is a word with a letter in it (contract, section 2): "turn: 3"
	// is not a player named 3, and the error says turn: is not a number.
	{"turn: 3", 6, `"3" cannot name a player: a player name is a word with a letter in it, like me, opp, opp2 or alice; "turn:" names whose turn it is, not its number`},
	{"3: Forest", 0, `"3" cannot name a player`},
	{"format: 2hg; teams: me+ally vs opp+2", 35, `"2" cannot name a player`},
	{"turn: opp, me", 9, `expected ";" or a new line after "turn: opp", found ","`},
	{"me: Forest (tapped", 11, `unclosed "(": expected ")"`},
	{"me: Forest (tapped; opp: Island", 11, `unclosed "(": expected ")" before ";"`},
	{"me: Forest (tapped\nopp: Island", 11, `unclosed "(": expected ")" before a new line`},
	{"me: [Mystery Land: Land — {T}: Add {G}.", 4, `unclosed "[": expected "]"`},
	// An inline card may not take the name of a real card, or of one face
	// of it, whatever its case, accents and apostrophes (contract, section 2).
	{"me: [Forest: Land — {T}: Add {R}.]", 5, `an inline card may not take the name of a real card: "Forest" is a real card`},
	{"me: Island, [fire: Instant — Add {R}.]", 13, `"fire" is a real card`},
	{"me: [lim-dul’s vault: Land — {T}: Add {R}.]", 5, `"lim-dul’s vault" is the real card Lim-Dûl's Vault`},
	{"me: Forest, [Mystery Land; opp: Island", 12, `unclosed "["`},
	{"me: [Mystery Land]", 4, `inline card without ":"`},
	{"me: [: Land]", 4, "inline card without a name"},
	{"me: [Mystery Land: Lnd — {T}: Add {G}.]", 4, `"Lnd" is not a card type`},
	{"me: [Mystery Land: ]", 4, "has no type line"},
	{"me: [Mystery #1: Land]", 13, `an inline card name cannot hold "#"`},
	{"me: [" + strings.Repeat("a", 201) + ": Land]", 5, "an inline card name has at most 200 bytes"},
	{"me: Forest,", 11, "empty item"},
	{"me: , Forest", 4, "empty item"},
	{"me: Forest,, Island", 11, "empty item"},
	{"me: Forest (tappd)", 12, `unknown attribute "tappd": expected tapped, sick, new, haste, X=N`},
	{"me: Forest ()", 12, "empty attribute"},
	{"me: Forest (tapped,)", 19, "empty attribute"},
	{"me: Forest (tapped, tapped)", 20, `"tapped" is given twice`},
	{"me: Forest (sick, new)", 18, `"sick" (or "new") is given twice`},
	{"me: Forest (X=-1)", 12, "X must be a whole number from 0"},
	{"me: Forest (X=1, X=2)", 17, "X is given twice"},
	{"me: Forest (X=2)", 12, "Forest has no {X} in its mana cost and no X in its text"},
	{"me: Everflowing Chalice (X=2)", 25, "leave X out, and write counters as counters"},
	{"me: Forest (X=)", 12, `expected a number after "X="`},
	{"me: Forest (2)", 12, "expected a kind of counter after 2"},
	{"me: Forest (2 counters)", 12, "expected a kind of counter after 2"},
	{"me: Forest (+1/+1)", 12, "expected a number of counters before the kind"},
	{"me: Forest (chose purple)", 12, "expected a color: white, blue, black, red or green"},
	{"me: Forest (named Elf Warrior)", 12, "expected one word, a type like Elf"},
	{"me: Forest (on (Forest))", 15, `unexpected "(" inside attributes`},
	{"me: Forest (tapped) (sick)", 20, `expected "," or the end of the statement after an item, found "(sick)": an item's attributes go in one pair of parentheses, separated by commas, like "(tapped, sick)"`},
	{"me: Cavern of Souls (chose Elf)", 21, `chose "elf": expected a color: white, blue, black, red or green (or W, U, B, R, G); a type chosen as it entered is written "named Elf"`},
	{"me: Wild Growth (on Island), Forest", 20, `cannot attach Wild Growth: there is no Island on the board; it has Wild Growth, Forest`},
	{"me: Wild Growth (on Forrest), Forest", 20, `no permanent named "Forrest" on the board`},
	{"me: Wild Growth (on opp's Forest), Forest; opp: Island", 20, "cannot attach Wild Growth: opp controls no Forest"},
	{"me: Wild Growth (on opp's Forest), Forest", 20, `there is no player "opp" on the board`},
	{"me: Utopia Sprawl (on opp), Forest", 22, `cannot attach Utopia Sprawl to opp, a player: only an Aura with “Enchant player” or “Enchant opponent” is attached to a player; write the permanent it is attached to, like (on Forest)`},
	{"me: Curse of Opulence (on opp), Forest", 26, `cannot attach Curse of Opulence: there is no player "opp" on the board; give them a statement of their own, like "opp: Island"`},
	// Damage is no counter (CR 120.6): given twice it is an error, and its
	// amount is read as damage.
	{"me: Llanowar Elves (2 damage, 3 damage)", 30, "damage is given twice"},
	{"me: Forest (99999999999 damage)", 12, "the damage marked on a permanent must be a whole number from 0 to"},
	{"me: Wild Growth (on Forest #2), Forest", 20, "there is no Forest #2; there is only 1 permanent named Forest on the board"},
	{"me: Wild Growth (on Forest #3), 2x Forest", 20, "there is no Forest #3; there are only 2 permanents named Forest on the board"},
	{"me: Wild Growth (on opp's Forest #2), Forest; opp: Forest", 20, "there is no opp's Forest #2; opp controls only 1 permanent named Forest"},
	{"me: Wild Growth (on Forest #0), Forest", 27, "permanents are numbered from #1"},
	{"me: Wild Growth (on Forest #), Forest", 27, `expected a number after "#"`},
	{"me: Wild Growth (on Wild Growth)", 20, "Wild Growth cannot be attached to itself"},
	{"me: Wild Growth (on)", 17, `expected a permanent after "on"`},
	{"me: Wild Growth (on Forest, on Forest), Forest", 28, `"on" is given twice`},
	{"me: 0x Forest", 4, "a count must be 1 or more"},
	{"me: -1x Hardened Scales", 4, `"-1": a count must be a whole number 1 or more, like "2x Hardened Scales"`},
	{"me: -2 Forest", 4, `"-2": a count must be a whole number 1 or more`},
	{"me: 2.5x Forest", 4, `"2.5": a count must be a whole number 1 or more`},
	{"me: x2 Forest", 4, `write the count as a number and x before the name, like "2x Forest"`},
	{"me: [Zork: Land — {T}: Add {G}.], [Zork: Land — {T}: Add {B}.]", 37, `two inline cards are named "Zork" with different text (the first at byte 4 of the board); give each a name of its own`},
	{"me: [Fore\u200bst: Land — {T}: Add {U}.]", 5, `an inline card may not take the name of a real card written with look-alike or invisible characters`},
	{"me: [F\u043erest: Land — {T}: Add {U}.]", 5, `reads as Forest`},
	{"me: [Ｆｏｒｅｓｔ: Land — {T}: Add {U}.]", 5, `reads as Forest`},
	{"me: [Sol Ring\x07: Artifact — {T}: Add {C}{C}{C}{C}{C}.]", 5, `an inline card name cannot hold the invisible or control character U+0007`},
	{"me: [\u202egniR loS: Artifact — {T}: Add {C}{C}{C}{C}{C}.]", 5, `an inline card name cannot hold the invisible or control character U+202E`},
	{"me: [\ua4e2ol Ring: Artifact — {T}: Add {C}{C}{C}{C}{C}.]", 5, `reads as Sol Ring`},
	{"me: [\u13daol Ring: Artifact — {T}: Add {C}{C}{C}{C}{C}.]", 5, `reads as Sol Ring`},
	{"me: [SoI Ring: Artifact — {T}: Add {C}{C}{C}{C}{C}.]", 5, `reads as Sol Ring`},
	{"me: [LIanowar Elves: Creature — Elf 1/1 — {T}: Add {G}{G}.]", 5, `reads as Llanowar Elves`},
	{"me: [lsland: Land — {T}: Add {G}.]", 5, `reads as Island`},
	{"me: [Zork: Artifact — {T}: Add {C}. Zz\x1bc]", 40, `inline card "Zork": its text cannot hold the control character U+001B`},
	{"me: [Sol Ring\u2800: Artifact — {T}: Add {C}{C}{C}{C}{C}.]", 5, `reads as Sol Ring`},
	{"me: 2× Forest", 4, `"2× Forest": write the count as a number and x before the name, like "2x Forest"`},
	{"me: 2 × Forest", 6, `"× Forest": write the count as a number and x before the name, like "2x Forest"`},
	{"me: 3*Island", 4, `"3*Island": write the count as a number and x before the name, like "3x Island"`},
	{"me: Forest, 20 life", 12, `"20 life": the number goes after the word, like "life 20"`},
	{"me: life +3", 9, `life +3: write the number without a sign, like "life 3"`},
	{"me: life", 4, `expected a number after "life", like "life 20"; Life is a sorcery card: a board lists permanents on the battlefield`},
	{"opp: Forest, LIFE", 13, `expected a number after "life", like "life 20"`},
	{"me: Forest x2", 4, `write the count before the name, like "2x Forest"`},
	{"me: [Zork: Land — {T}: Add {G}.], [ZORK: Land — {T}: Add {U}.]", 37, `two inline cards are named "Zork" and "ZORK", one name, with different text (the first at byte 4 of the board)`},
	{"me: [Zork: Basic Land — Mountian]", 4, `inline card "Zork": "Mountian" is not a land type (CR 205.3); did you mean "Mountain"?`},
	{"me: [Zork: Enchantment — Lands You Control Are Swamps]", 4, `"Lands" is not an enchantment type (CR 205.3); rules text after the type line ends with a period`},
	{"me: 1,000x Forest", 4, `"1,000x Forest": write the count without a thousands separator, like "1000x Forest"`},
	{"me: Island, 12,500 x Swamp; opp: Forest", 12, `like "12500x Swamp"`},
	{"me: Forest、Island", 10, `unknown card "Forest、Island": items are separated by "," and players by ";", not "、"; like "Forest, Island"`},
	{"me: Forest，Island；opp: Swamp", 10, `like "Forest, Island; opp: Swamp"`},
	{"me: Llanowar Elves (x3)", 20, `"x3": a count is written before the card's name`},
	{"me: Forest (untapped)", 12, `a permanent is untapped unless it is written "tapped"`},
	{"opp Chalice of the Void (1 charge)", 0, `a player's items follow their name and a colon, like "opp: Chalice of the Void"`},
	{"me: 1001x Forest", 4, "at most 1000 copies in one item"},
	{"me: 1000x Forest, 1000x Island, Plains", 32, "too many permanents: a board holds at most 2000"},
	{"me: 2x", 6, `expected a card after "2x"`},
	{"me: 2x (tapped)", 7, `expected a card name, found "(tapped)"`},
	{"me: Forest)", 10, `found ")"`},
	{"me: Forest]", 10, `found "]"`},
	{"opp-2: Forest", 0, `expected a player name (one word of the letters a to z, digits or _) before ":", found "opp-2"`},
	{": Forest", 0, `expected a player name before ":"`},
	{"lands: 3", 0, `"lands" cannot name a player`},
	{"me: Forest\xff", 10, "not valid UTF-8"},
}

func TestParseBoardErrors(t *testing.T) {
	for _, c := range invalidBoards {
		_, err := ParseBoard(c.in)
		var ie *InputError
		if !errors.As(err, &ie) {
			t.Errorf("ParseBoard(%q): got error %v, want an *InputError", c.in, err)
			continue
		}
		if ie.Option != "board" || ie.Input != c.in {
			t.Errorf("ParseBoard(%q): Option %q, Input %q; want board and the text", c.in, ie.Option, ie.Input)
		}
		if ie.Offset != c.offset || !strings.Contains(ie.Message, c.msg) {
			t.Errorf("ParseBoard(%q):\n got at %d: %s\nwant at %d: …%s…", c.in, ie.Offset, ie.Message, c.offset, c.msg)
		}
	}
}

func TestParseBoardUnknownCardSuggests(t *testing.T) {
	_, err := ParseBoard("me: Forest\nopp: Reflectin Pool")
	var ie *InputError
	if !errors.As(err, &ie) {
		t.Fatalf("got %v, want an *InputError", err)
	}
	if len(ie.Suggestions) == 0 || ie.Suggestions[0] != "Reflecting Pool" || len(ie.Suggestions) > 5 {
		t.Errorf("suggestions %q, want Reflecting Pool first, at most 5", ie.Suggestions)
	}
	if want := "opp: Reflectin Pool\n     ^"; ie.Caret() != want {
		t.Errorf("caret\n%s\nwant\n%s", ie.Caret(), want)
	}
}

func TestParseBoardLimits(t *testing.T) {
	long := "me: " + strings.Repeat("Forest, ", MaxBoardBytes/8)
	_, err := ParseBoard(long)
	var ie *InputError
	if !errors.As(err, &ie) || ie.Offset != MaxBoardBytes || !strings.Contains(ie.Message, "at most 65536 bytes") {
		t.Errorf("a board over %d bytes: got %v", MaxBoardBytes, err)
	}
	var sb strings.Builder
	for i := 0; i <= MaxPlayers; i++ {
		fmt.Fprintf(&sb, "p%d:;", i)
	}
	if _, err := ParseBoard(sb.String()); err == nil || !strings.Contains(err.Error(), "too many players") {
		t.Errorf("%d players: got %v", MaxPlayers+2, err)
	}
	b, err := ParseBoard("me: 1000x Forest; opp: 1000x Island")
	if err != nil {
		t.Fatal(err)
	}
	if len(b.Permanents) != MaxPermanents {
		t.Errorf("got %d permanents, want %d", len(b.Permanents), MaxPermanents)
	}
}

// readBoards reads a testdata file of boards, one a line, skipping blank
// lines and comments.
func readBoards(t testing.TB, name string) []string {
	f, err := os.Open("testdata/boards/" + name)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var boards []string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if line := sc.Text(); strings.TrimSpace(line) != "" && !strings.HasPrefix(line, "#") {
			boards = append(boards, line)
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return boards
}

// checkRoundTrip checks that text parses, that parsing the printed board
// gives an equal board, and that printing is stable.
func checkRoundTrip(t testing.TB, text string) {
	t.Helper()
	b, err := ParseBoard(text)
	if err != nil {
		t.Errorf("ParseBoard(%q): %v", text, err)
		return
	}
	printed := b.String()
	b2, err := ParseBoard(printed)
	if err != nil {
		t.Errorf("ParseBoard(%q) printed %q, which does not parse: %v", text, printed, err)
		return
	}
	if !reflect.DeepEqual(b, b2) {
		t.Errorf("ParseBoard(%q) printed %q, which parses to a different board", text, printed)
	}
	if again := b2.String(); again != printed {
		t.Errorf("printing is not stable: %q then %q", printed, again)
	}
}

func TestBoardRoundTrip(t *testing.T) {
	for _, c := range canonicalBoards {
		checkRoundTrip(t, c.in)
	}
	valid := readBoards(t, "valid.txt")
	if len(valid) < 50 {
		t.Fatalf("valid.txt has %d boards; it should have many", len(valid))
	}
	for _, text := range valid {
		checkRoundTrip(t, text)
	}
	for _, text := range contractExamples {
		checkRoundTrip(t, text)
	}
}

func TestParseBoardInvalidFile(t *testing.T) {
	invalid := readBoards(t, "invalid.txt")
	if len(invalid) < 50 {
		t.Fatalf("invalid.txt has %d boards; it should have many", len(invalid))
	}
	for _, text := range invalid {
		_, err := ParseBoard(text)
		var ie *InputError
		if !errors.As(err, &ie) {
			t.Errorf("ParseBoard(%q): got %v, want an *InputError", text, err)
			continue
		}
		if ie.Option != "board" || ie.Input != text || ie.Offset < 0 || ie.Offset > len(text) || ie.Message == "" {
			t.Errorf("ParseBoard(%q): bad error %+v", text, ie)
		}
	}
}

func mustCard(t testing.TB, name string) *catalog.Card {
	t.Helper()
	c, ok := catalog.Lookup(name)
	if !ok {
		t.Fatalf("%s is not in the catalog", name)
	}
	return c
}

func intp(n int) *int { return &n }

// The four examples of docs/contract.md, section 2, read field by field.
func TestParseBoardContractExamples(t *testing.T) {
	orrery := mustCard(t, "Ghirapur Orrery")
	t.Run("orrery", func(t *testing.T) {
		b, err := ParseBoard(contractExamples[0])
		if err != nil {
			t.Fatal(err)
		}
		want := &Board{
			Format: Format1v1, Turn: Me, Step: StepMain1,
			Players:    []*Player{{Name: Me, Hand: intp(0)}, {Name: "opp", Hand: intp(2)}},
			Permanents: []*Permanent{{Card: orrery, Controller: Me}},
		}
		if !reflect.DeepEqual(b, want) {
			t.Errorf("got %+v\nwant %+v", b, want)
		}
	})
	t.Run("pool", func(t *testing.T) {
		b, err := ParseBoard(contractExamples[1])
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, p := range b.Permanents {
			got = append(got, p.Controller+":"+p.Card.Name)
		}
		want := []string{"me:Reflecting Pool", "me:Forest", "me:Island", "opp:Contamination"}
		if !reflect.DeepEqual(got, want) {
			t.Errorf("got %q, want %q", got, want)
		}
	})
	t.Run("2hg", func(t *testing.T) {
		b, err := ParseBoard(contractExamples[2])
		if err != nil {
			t.Fatal(err)
		}
		if b.Format != Format2HG || !reflect.DeepEqual(b.Teams, [][]string{{"me", "ally"}, {"opp", "opp2"}}) {
			t.Errorf("format %q teams %q", b.Format, b.Teams)
		}
		var names []string
		for _, p := range b.Players {
			names = append(names, p.Name)
		}
		if !reflect.DeepEqual(names, []string{"me", "ally", "opp", "opp2"}) {
			t.Errorf("players %q", names)
		}
		if h := b.Player("ally").Hand; h == nil || *h != 2 {
			t.Errorf("ally's hand %v, want 2", h)
		}
		if b.Player("opp").Hand != nil {
			t.Errorf("opp's hand was not given, got %d", *b.Player("opp").Hand)
		}
	})
	t.Run("attributes", func(t *testing.T) {
		b, err := ParseBoard(contractExamples[3])
		if err != nil {
			t.Fatal(err)
		}
		ps := b.Permanents
		if len(ps) != 4 || !ps[0].Sick || ps[0].Tapped || !ps[1].Tapped || ps[1].Sick {
			t.Fatalf("got %+v", ps)
		}
		if ps[2].On == nil || *ps[2].On != (CardRef{Name: "Forest"}) {
			t.Errorf("Wild Growth on %v, want Forest", ps[2].On)
		}
		if on, err := b.AttachedTo(ps[2]); err != nil || on != ps[3] {
			t.Errorf("AttachedTo(Wild Growth) = %v, %v; want the Forest", on, err)
		}
	})
}

func TestParseBoardDefaults(t *testing.T) {
	b, err := ParseBoard("")
	if err != nil {
		t.Fatal(err)
	}
	want := &Board{Format: Format1v1, Turn: Me, Step: StepMain1, Players: []*Player{{Name: Me}}}
	if !reflect.DeepEqual(b, want) {
		t.Errorf("empty board: got %+v, want %+v", b, want)
	}
	b, err = ParseBoard("opp: Forest; ally: Island")
	if err != nil {
		t.Fatal(err)
	}
	if b.Format != FormatMultiplayer {
		t.Errorf("three players: format %q, want multiplayer", b.Format)
	}
	b, err = ParseBoard("turn: ally")
	if err != nil {
		t.Fatal(err)
	}
	if b.Turn != "ally" || b.Player("ally") == nil || b.Format != Format1v1 {
		t.Errorf("turn: ally: turn %q, players %v, format %q", b.Turn, b.Players, b.Format)
	}
}

// Statements for the same player join up in the order written; the board
// orders permanents by player (me first, the others alphabetical).
func TestParseBoardPermanentOrder(t *testing.T) {
	b, err := ParseBoard("zed: Forest; Island; bob: Swamp, 2x Plains; me: Mountain; zed: Wastes")
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, p := range b.Permanents {
		got = append(got, p.Controller+":"+p.Card.Name)
	}
	want := []string{"me:Island", "me:Mountain", "bob:Swamp", "bob:Plains", "bob:Plains", "zed:Forest", "zed:Wastes"}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("got %q\nwant %q", got, want)
	}
	if b.Permanents[3] == b.Permanents[4] {
		t.Error("2x Plains gave the same permanent twice")
	}
}

// "Azusa, Lost but Seeking" holds a comma: the longest catalog name is
// taken before splitting at the comma.
func TestParseBoardCommaInCardName(t *testing.T) {
	b, err := ParseBoard("me: Ghirapur Orrery, Exploration, Azusa, Lost but Seeking")
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, p := range b.Permanents {
		got = append(got, p.Card.Name)
	}
	want := []string{"Ghirapur Orrery", "Exploration", "Azusa, Lost but Seeking"}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("got %q, want %q", got, want)
	}
	// Spelled loosely, beside names without commas.
	b, err = ParseBoard("me: Forest, azusa ,  LOST but seeking, Island, tok tok, volcano born (tapped), Birds of Paradise")
	if err != nil {
		t.Fatal(err)
	}
	got = got[:0]
	for _, p := range b.Permanents {
		got = append(got, p.Card.Name)
	}
	want = []string{"Forest", "Azusa, Lost but Seeking", "Island", "Tok-Tok, Volcano Born", "Birds of Paradise"}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("got %q, want %q", got, want)
	}
}

// Straight and curly apostrophes are the same, in cards and in CardRefs.
func TestParseBoardCurlyApostrophes(t *testing.T) {
	curly, err := ParseBoard("me: Gaea’s Cradle, Wild Growth (on Gaea’s Cradle); opp: Urza’s Mine")
	if err != nil {
		t.Fatal(err)
	}
	straight, err := ParseBoard("me: Gaea's Cradle, Wild Growth (on Gaea's Cradle); opp: Urza's Mine")
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(curly, straight) {
		t.Errorf("curly %q and straight %q differ", curly, straight)
	}
	if curly.Permanents[0].Card != mustCard(t, "Gaea's Cradle") {
		t.Error("Gaea’s Cradle is not the catalog's card")
	}
	ref, err := ParseCardRef("opp’s Urza’s Mine")
	if err != nil || ref != (CardRef{Owner: "opp", Name: "Urza's Mine"}) {
		t.Errorf("ParseCardRef: %+v, %v", ref, err)
	}
}

func TestParseBoardAttributes(t *testing.T) {
	b, err := ParseBoard("Stonecoil Serpent (X=3, 3 +1/+1, 1 +1/+1 counter, 2 charge counters, new, haste, tapped), " +
		"Cavern of Souls (named elf), Utopia Sprawl (on Forest, chose U), Forest")
	if err != nil {
		t.Fatal(err)
	}
	s := b.Permanents[0]
	want := &Permanent{Card: mustCard(t, "Stonecoil Serpent"), Controller: Me, Tapped: true, Sick: true, Haste: true, X: intp(3),
		Counters: []Counter{{Kind: "+1/+1", N: 4}, {Kind: "charge", N: 2}}}
	if !reflect.DeepEqual(s, want) {
		t.Errorf("got %+v\nwant %+v", s, want)
	}
	if b.Permanents[1].Named != "Elf" {
		t.Errorf("named %q, want Elf", b.Permanents[1].Named)
	}
	if b.Permanents[2].Chose != "blue" {
		t.Errorf("chose %q, want blue", b.Permanents[2].Chose)
	}
	// Copies get their own values, not shared ones.
	b, err = ParseBoard("2x Walking Ballista (X=1, 1 +1/+1)")
	if err != nil {
		t.Fatal(err)
	}
	if b.Permanents[0].X == b.Permanents[1].X || &b.Permanents[0].Counters[0] == &b.Permanents[1].Counters[0] {
		t.Error("copies share X or counters")
	}
}

func TestParseBoardInlineCard(t *testing.T) {
	b, err := ParseBoard("opp: 2x [Mana Elf: creature - Elf Druid 1/1 - {T}: Add {G}. | {1}, {T}: Add {G}{G}.], Wild Growth (on Mana Elf #2)")
	if err != nil {
		t.Fatal(err)
	}
	c := b.Permanents[0].Card
	if !c.Inline || c.Name != "Mana Elf" || c.TypeLine != "Creature — Elf Druid" || c.Power != "1" || c.Toughness != "1" {
		t.Errorf("got %+v", c)
	}
	if want := "{T}: Add {G}.\n{1}, {T}: Add {G}{G}."; c.Oracle != want {
		t.Errorf("Oracle %q, want %q", c.Oracle, want)
	}
	if on, err := b.AttachedTo(b.Permanents[2]); err != nil || on != b.Permanents[1] {
		t.Errorf("Wild Growth is on %v (%v), want the second Mana Elf", on, err)
	}
	// A word alone after the dash is a subtype; a second, empty dash says
	// the rest is Oracle text.
	for text, want := range map[string][2]string{
		"[Bear: Creature — Bear]":                {"Creature — Bear", ""},
		"[Bird: Creature — — Flying]":            {"Creature", "Flying"},
		"[Sprawl: Enchantment — Aura — Flash]":   {"Enchantment — Aura", "Flash"},
		"[Mystery Land: Land —{T}: Add {R}.]":    {"Land", "{T}: Add {R}."},
		"[Wall: Artifact Creature 0/4 — —\n{T}]": {"Artifact Creature", "{T}"},
	} {
		b, err := ParseBoard(text)
		if err != nil {
			t.Errorf("%s: %v", text, err)
			continue
		}
		c := b.Permanents[0].Card
		if c.TypeLine != want[0] || c.Oracle != want[1] {
			t.Errorf("%s: type line %q, Oracle %q; want %q, %q", text, c.TypeLine, c.Oracle, want[0], want[1])
		}
	}
}

// Without an owner, "on" prefers the attached permanent's controller, then
// me; Find prefers me.
func TestParseBoardOnPrefersController(t *testing.T) {
	b, err := ParseBoard("opp: Forest, Wild Growth (on Forest); me: Forest; ally: Wild Growth (on Forest)")
	if err != nil {
		t.Fatal(err)
	}
	mine, allyWG, oppForest, oppWG := b.Permanents[0], b.Permanents[1], b.Permanents[2], b.Permanents[3]
	if on, err := b.AttachedTo(oppWG); err != nil || on != oppForest {
		t.Errorf("opp's Wild Growth is on %+v (%v), want opp's Forest", on, err)
	}
	if on, err := b.AttachedTo(allyWG); err != nil || on != mine {
		t.Errorf("ally's Wild Growth is on %+v (%v), want me's Forest", on, err)
	}
	if p, err := b.Find(CardRef{Name: "Forest"}); err != nil || p != mine {
		t.Errorf("Find(Forest) = %+v (%v), want me's", p, err)
	}
	if on, err := b.AttachedTo(mine); on != nil || err != nil {
		t.Errorf("AttachedTo(Forest) = %v, %v; want nil, nil", on, err)
	}
}

func TestParseCardRef(t *testing.T) {
	for _, c := range []struct {
		in   string
		want CardRef
	}{
		{"Forest", CardRef{Name: "Forest"}},
		{"  forest  ", CardRef{Name: "Forest"}},
		{"Forest #2", CardRef{Name: "Forest", Number: 2}},
		{"Forest#12", CardRef{Name: "Forest", Number: 12}},
		{"opp's Exotic Orchard", CardRef{Owner: "opp", Name: "Exotic Orchard"}},
		{"OPP’s exotic orchard #3", CardRef{Owner: "opp", Name: "Exotic Orchard", Number: 3}},
		{"my Forest", CardRef{Owner: Me, Name: "Forest"}},
		{"me's Forest", CardRef{Owner: Me, Name: "Forest"}},
		{"Gaea's Cradle", CardRef{Name: "Gaea's Cradle"}},
		{"gaea’s cradle", CardRef{Name: "Gaea's Cradle"}},
		{"opp's Gaea's Cradle", CardRef{Owner: "opp", Name: "Gaea's Cradle"}},
		{"Azusa, Lost but Seeking #2", CardRef{Name: "Azusa, Lost but Seeking", Number: 2}},
		{"Mystery  Land", CardRef{Name: "Mystery Land"}},
		{"ally's Mystery Land", CardRef{Owner: "ally", Name: "Mystery Land"}},
	} {
		got, err := ParseCardRef(c.in)
		if err != nil || got != c.want {
			t.Errorf("ParseCardRef(%q) = %+v, %v; want %+v", c.in, got, err, c.want)
			continue
		}
		// The printed form reads back the same.
		if again, err := ParseCardRef(got.String()); err != nil || again != got {
			t.Errorf("ParseCardRef(%q) = %+v, %v; want %+v", got.String(), again, err, got)
		}
	}
	for _, c := range []struct {
		in     string
		offset int
		msg    string
	}{
		{"", 0, "expected a card name"},
		{"   ", 3, "expected a card name"},
		{"Forest #", 7, `expected a number after "#"`},
		{"Forest #0", 7, "numbered from #1"},
		{"Forest #x", 7, `expected a number after "#", like "Forest #2", found "x"`},
		{"Forest #99999999", 7, "at most 1000000"},
		{" #2", 1, `expected a card name before "#"`},
		{"opp's", 5, `expected a card name after "opp's"`},
		{"opp's  #2", 5, "expected a card name after"},
		{"For\xffest", 3, "not valid UTF-8"},
	} {
		_, err := ParseCardRef(c.in)
		var ie *InputError
		if c.msg == "" {
			if err != nil {
				t.Errorf("ParseCardRef(%q): %v", c.in, err)
			}
			continue
		}
		if !errors.As(err, &ie) || ie.Option != "card" || ie.Offset != c.offset || !strings.Contains(ie.Message, c.msg) {
			t.Errorf("ParseCardRef(%q): got %v (%+v), want at %d: …%s…", c.in, err, ie, c.offset, c.msg)
		}
	}
	if s := (CardRef{Owner: "opp", Name: "Forest", Number: 2}).String(); s != "opp's Forest #2" {
		t.Errorf("String() = %q", s)
	}
}

func TestBoardFind(t *testing.T) {
	// Board order: me, ally, opp.
	b, err := ParseBoard("me: Forest, Exotic Orchard, Forest (tapped); opp: Forest, Exotic Orchard, Reflecting Pool, Gaea's Cradle; ally: Island")
	if err != nil {
		t.Fatal(err)
	}
	ps := b.Permanents
	for _, c := range []struct {
		ref  string
		want *Permanent
		err  string
	}{
		{"Forest", ps[0], ""},
		{"Forest #2", ps[2], ""},
		{"Forest #3", ps[4], ""},
		{"my Forest #2", ps[2], ""},
		{"opp's Forest", ps[4], ""},
		{"opp's exotic orchard", ps[5], ""},
		{"Exotic Orchard", ps[1], ""},
		{"Reflecting Pool", ps[6], ""},
		{"Gaea’s Cradle", ps[7], ""},
		{"Island", ps[3], ""},
		{"ally's Island", ps[3], ""},
		{"Forest #4", nil, "there is no Forest #4; there are only 3 permanents named Forest on the board"},
		{"opp's Forest #2", nil, "there is no opp's Forest #2; opp controls only 1 permanent named Forest"},
		{"opp's Island", nil, "opp controls no Island"},
		{"my Reflecting Pool", nil, "me controls no Reflecting Pool"},
		{"bob's Forest", nil, `there is no player "bob" on the board`},
		{"Reflectin Pool", nil, `no permanent named "Reflectin Pool" on the board; it has Forest, Exotic Orchard, Island, Reflecting Pool, Gaea's Cradle`},
		{"Mountain", nil, `there is no Mountain on the board; it has Forest, Exotic Orchard, Island, Reflecting Pool, Gaea's Cradle`},
	} {
		ref, err := ParseCardRef(c.ref)
		if err != nil {
			t.Errorf("ParseCardRef(%q): %v", c.ref, err)
			continue
		}
		got, err := b.Find(ref)
		if c.err == "" {
			if err != nil || got != c.want {
				t.Errorf("Find(%q) = %+v, %v; want %+v", c.ref, got, err, c.want)
			}
			continue
		}
		var ie *InputError
		if got != nil || !errors.As(err, &ie) || ie.Option != "card" || !strings.Contains(ie.Message, c.err) {
			t.Errorf("Find(%q) = %+v, %v; want error …%s…", c.ref, got, err, c.err)
		}
	}
	_, err = b.Find(CardRef{Name: "Reflectin Pool"})
	var ie *InputError
	if !errors.As(err, &ie) || len(ie.Suggestions) == 0 || ie.Suggestions[0] != "Reflecting Pool" {
		t.Errorf("Find(Reflectin Pool): %v, want Reflecting Pool suggested", err)
	}
}

// Without an owner a CardRef means me's permanent if me has one, else the
// only one of that name.
func TestBoardFindWithoutOwner(t *testing.T) {
	b, err := ParseBoard("opp: Exotic Orchard, Forest; me: Forest; ally: Forest")
	if err != nil {
		t.Fatal(err)
	}
	if p, err := b.Find(CardRef{Name: "Exotic Orchard"}); err != nil || p.Controller != "opp" {
		t.Errorf("Find(Exotic Orchard) = %+v, %v; want opp's", p, err)
	}
	if p, err := b.Find(CardRef{Name: "Forest"}); err != nil || p.Controller != Me {
		t.Errorf("Find(Forest) = %+v, %v; want me's", p, err)
	}
	// Numbered without an owner: among all Forests in board order (me, ally, opp).
	if p, err := b.Find(CardRef{Name: "Forest", Number: 2}); err != nil || p.Controller != "ally" {
		t.Errorf("Find(Forest #2) = %+v, %v; want ally's", p, err)
	}
	b, err = ParseBoard("opp: Forest; ally: Forest")
	if err != nil {
		t.Fatal(err)
	}
	if p, err := b.Find(CardRef{Name: "Forest"}); err != nil || p.Controller != "ally" {
		t.Errorf("Find(Forest) = %+v, %v; want the first in board order (ally's)", p, err)
	}
}

func TestBoardPlayer(t *testing.T) {
	b, err := ParseBoard("Opp: hand 3; turn: Bob")
	if err != nil {
		t.Fatal(err)
	}
	if p := b.Player("OPP"); p == nil || p.Name != "opp" || *p.Hand != 3 {
		t.Errorf("Player(OPP) = %+v", p)
	}
	if p := b.Player("bob"); p == nil || p.Hand != nil {
		t.Errorf("Player(bob) = %+v", p)
	}
	if p := b.Player("carol"); p != nil {
		t.Errorf("Player(carol) = %+v, want nil", p)
	}
	if b.Player(Me) != b.Players[0] {
		t.Error("me is not the first player")
	}
}

// bigBoard is a board of 200 permanents across four players.
func bigBoard() string {
	var sb strings.Builder
	names := []string{"Forest", "Island", "Reflecting Pool", "Exotic Orchard", "Mana Reflection", "Wild Growth (on Forest)",
		"Llanowar Elves (sick)", "Azusa, Lost but Seeking", "Walking Ballista (X=2, 2 +1/+1)", "Utopia Sprawl (on Forest, chose green)"}
	sb.WriteString("turn: opp; step: upkeep; format: multiplayer")
	for _, who := range []string{"me", "opp", "ally", "opp2"} {
		fmt.Fprintf(&sb, "; %s: hand 3, life 20", who)
		for i := 0; i < 50; i++ {
			fmt.Fprintf(&sb, ", %s", names[i%len(names)])
		}
	}
	return sb.String()
}

func TestParseBoardBigBoard(t *testing.T) {
	b, err := ParseBoard(bigBoard())
	if err != nil {
		t.Fatal(err)
	}
	if len(b.Permanents) != 200 {
		t.Errorf("got %d permanents, want 200", len(b.Permanents))
	}
	checkRoundTrip(t, bigBoard())
}

func BenchmarkParseBoard(b *testing.B) {
	for _, c := range []struct{ name, text string }{
		{"small", "me: Ghirapur Orrery, Reflecting Pool, Forest, Wild Growth (on Forest), hand 0; opp: hand 2, Contamination"},
		{"200-permanents", bigBoard()},
	} {
		b.Run(c.name, func(b *testing.B) {
			b.SetBytes(int64(len(c.text)))
			for b.Loop() {
				if _, err := ParseBoard(c.text); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

func BenchmarkBoardString(b *testing.B) {
	board, err := ParseBoard(bigBoard())
	if err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		_ = board.String()
	}
}

// Every catalog name reads back as itself, alone, next to itself and as a
// CardRef, whatever commas it holds. The name of a whole transform, flip or
// modal double-faced card reads as its front face, which is what is on the
// battlefield; a name ending in parentheses (the Unstable variants, like
// "Very Cryptic Command (b)", none of them a permanent) cannot be followed
// by attributes. A card that is no permanent card (an instant, a
// sorcery, a scheme) is an error at its place: a board lists permanents
// (CR 110.4).
func TestParseBoardEveryCatalogName(t *testing.T) {
	for _, name := range catalog.Names() {
		c, _ := catalog.Lookup(name)
		if c.Name != name || strings.HasSuffix(name, ")") {
			continue
		}
		text := fmt.Sprintf("me: %s, %s (tapped); opp: %s, Wild Growth (on %s)", name, name, name, name)
		b, err := ParseBoard(text)
		if nonPermanentCard(c) != "" {
			var ie *InputError
			if !errors.As(err, &ie) || ie.Offset != 4 || !strings.Contains(ie.Message, name+" is a") || !strings.HasSuffix(ie.Message, "card: a board lists permanents on the battlefield") {
				t.Errorf("%s: %v, want an error at 4 that it is no permanent card", name, err)
			}
			continue
		}
		if err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		if len(b.Permanents) != 4 || b.Permanents[0].Card.Name != name || b.Permanents[1].Card.Name != name || !b.Permanents[1].Tapped {
			t.Errorf("%s: read as %s", name, b)
			continue
		}
		if on, err := b.AttachedTo(b.Permanents[3]); err != nil || on != b.Permanents[2] {
			t.Errorf("%s: Wild Growth is on %v, %v; want opp's %s", name, on, err, name)
		}
		checkRoundTrip(t, text)
		if ref, err := ParseCardRef("opp's " + name + " #1"); err != nil || ref != (CardRef{Owner: "opp", Name: name, Number: 1}) {
			t.Errorf("ParseCardRef(opp's %s #1) = %+v, %v", name, ref, err)
		}
	}
}

// hostileBoards are long inputs built to be slow or large: each must give
// an error or a board that round-trips (BenchmarkParseBoardHostile shows
// what they cost).
var hostileBoards = []struct{ name, text string }{
	{"commas", "me: " + strings.Repeat("Azusa, ", 9000)},
	{"forests", "me: " + strings.Repeat("Forest, ", 8000)},
	{"1999-permanents", "me: " + strings.Repeat("Forest, Island, ", 999) + "Forest"},
	{"1000-auras", "me: 1000x Forest, 1000x Wild Growth (on Forest #1000)"},
	{"counter-kinds", "me: Forest (" + strings.Repeat("1 a, ", 13000) + ")"},
	{"on-commas", "me: Wild Growth (on " + strings.Repeat("a,", 30000) + ")"},
	{"inline-commas", "me: [" + strings.Repeat(",", 199) + "a: Land], Wild Growth (on " + strings.Repeat("a,", 30000) + ")"},
	{"long-who", strings.Repeat("a", 60000) + ": Forest"},
	{"long-name", "me: " + strings.Repeat("Forestx ", 8000)},
	{"brackets", "me: " + strings.Repeat("[", 30000) + strings.Repeat("]", 30000)},
	{"spaces", "me: Forest" + strings.Repeat(" ", 65000) + ", Island"},
	{"abilities", "me: [a: Land — x" + strings.Repeat("\ny", 30000) + "]"},
	{"subtypes", "me: [a: Land — " + strings.Repeat("Forest ", 9000) + "]"},
	{"statements", strings.Repeat("a: Forest; b: Island; ", 2000)},
	{"dashes", "me: [a: Land — " + strings.Repeat("x — ", 16000) + "]"},
}

func TestParseBoardHostileInput(t *testing.T) {
	for _, c := range hostileBoards {
		b, err := ParseBoard(c.text)
		if err != nil {
			var ie *InputError
			if !errors.As(err, &ie) || ie.Offset < 0 || ie.Offset > len(c.text) || len(ie.Message) > 400 {
				t.Errorf("%s: bad error %v", c.name, err)
			}
			continue
		}
		checkRoundTrip(t, c.text)
		if len(b.String()) > MaxBoardBytes {
			t.Errorf("%s: canonical form of %d bytes", c.name, len(b.String()))
		}
	}
}

func BenchmarkParseBoardHostile(b *testing.B) {
	for _, c := range hostileBoards {
		b.Run(c.name, func(b *testing.B) {
			b.SetBytes(int64(len(c.text)))
			for b.Loop() {
				_, _ = ParseBoard(c.text)
			}
		})
	}
}

// CR 110.4: "Instant and sorcery cards can't enter the battlefield and
// thus can't be permanents." A board lists permanents on the battlefield,
// so such a card written as an item, real or inline, is an input error at
// its place; /judge enters still answers of an instant named by card:.
func TestRule110_4NonPermanentCardIsNoBoardItem(t *testing.T) {
	cases := []struct {
		board, msg string
		at         int
	}{
		{"me: Forest, Dark Ritual", "Dark Ritual is an instant card: a board lists permanents on the battlefield", 12},
		{"me: Forest, 2x Manamorphose", "Manamorphose is an instant card: a board lists permanents on the battlefield", 15},
		{"me: Forest; opp: Chord of Calling (tapped)", "Chord of Calling is an instant card: a board lists permanents on the battlefield", 17},
		{"me: Forest, [My Ritual: Instant — Add {B}{B}{B}.]", "My Ritual is an instant card: a board lists permanents on the battlefield", 12},
		{"me: Forest, Nameless Inversion", "Nameless Inversion is a tribal instant card: a board lists permanents on the battlefield", 12},
		{"me: Forest, Time Walk", "Time Walk is a sorcery card: a board lists permanents on the battlefield", 12},
	}
	for _, c := range cases {
		e := askErr(t, "judge mana", "board", c.board)
		if e.Option != "board" || e.Offset != c.at || e.Message != c.msg {
			t.Errorf("%s: %q at %d (%s), want %q at %d", c.board, e.Message, e.Offset, e.Option, c.msg, c.at)
		}
	}
	r := ask(t, "judge enters", "card", "Dark Ritual", "x", "0")
	wantUnderstood(t, r, true)
	wantRules(t, r, "304.4")
	// A permanent card of any kind, and an inline card written with no
	// card type, stay items.
	for _, board := range []string{"me: Forest, Sol Ring", "me: [Odd Anthem: Enchantment — — Creatures you control get +1/+1.]", "me: Karn, the Great Creator"} {
		if _, err := ParseBoard(board); err != nil {
			t.Errorf("%s: %v", board, err)
		}
	}
}

// A card name read loosely ("GhirApurOrrerY", no space, odd case) may be
// shorter than the catalog name it finds: what follows it is read from
// the end of the text matched, not the catalog name's length (a board
// the fuzzer found panicked).
func TestParseBoardLooseNameBeforeCount(t *testing.T) {
	_, err := ParseBoard("1XGhirApurOrrerY,PhYreXiAnArenA,SenseisDiviningTop 0")
	if err == nil || !strings.Contains(err.Error(), "write the count before the name") {
		t.Errorf("error %v", err)
	}
}
