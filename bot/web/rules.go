package web

import (
	"fmt"
	"html/template"
	"net/http"
	"regexp"
	"strings"

	"github.com/orrery-judge/orrery/rules/cr"
)

func init() {
	pageNames = append(pageNames, "rule")
	funcs["linkRules"] = linkRules
}

// rulesAround is how many rules, each with its subrules, the page of a
// rule shows before and after it.
const rulesAround = 3

// rulePageData is the page of a rule or section of the Comprehensive
// Rules: the rule in its section, with the rules around it.
type rulePageData struct {
	layout
	// Asked is the number asked for, as printed.
	Asked string
	// CRSection and Chapter are the titles the rule is under.
	CRSection, Chapter cr.Heading
	// Rules are the rules shown, in printed order.
	Rules []rulePageRule
	// Previous and Next are the rules (or sections) before and after.
	Previous, Next string
	// Missing is set when the text has no rule Asked; Rules are then the
	// rules nearest where it would be.
	Missing bool
	// Whole is set when the page shows the whole section.
	Whole bool
	// Sections are the sections of a chapter, for the page of a chapter
	// ("/cr/7").
	Sections    []cr.Heading
	Edition     string
	Attribution string
}

// rulePageRule is one rule on the page.
type rulePageRule struct {
	Number, Anchor string
	Paragraphs     []string
	Examples       []string
	// Sub is set for a subrule, Current for the rule asked for.
	Sub, Current bool
}

// rulePagePath is the page of a rule, scrolled to it: "/cr/702.19c#cr-702.19c".
func rulePagePath(number string) string {
	return "/cr/" + number + "#" + ruleAnchor(number)
}

// rulePage serves /cr/{number}: a rule within its section, with the rules
// around it, or a whole section ("/cr/702"). A number the rules do not
// hold gets a 404 page with the rules nearest it.
//
// It is long because it fills one page's view from the rule, its section and
// its neighbours, a field at a time.
func (s *server) rulePage(w http.ResponseWriter, r *http.Request) {
	doc := cr.Current()
	raw := r.PathValue("number")
	num := cr.Normalize(raw)
	if num == "" {
		s.fail(w, r, http.StatusBadRequest, "Not a rule number",
			fmt.Sprintf("%q is not a rule number. Give one like 702.19 or 702.19c, a section like 702, or search the rules with /cr on the playground.", shorten(40, raw)))
		return
	}
	if num != raw {
		http.Redirect(w, r, "/cr/"+num, http.StatusMovedPermanently)
		return
	}
	p := rulePageData{Asked: num, Edition: doc.Edition, Attribution: cr.Attribution()}
	status := http.StatusOK
	section, _, isRule := strings.Cut(num, ".")
	switch _, known := doc.Lookup(num); {
	case known:
		top := num
		if parent := cr.Parent(num); strings.Contains(parent, ".") {
			top = parent
		}
		tops := doc.Subrules(section)
		at := 0
		for i, t := range tops {
			if t.Number == top {
				at = i
			}
		}
		for _, t := range tops[max(0, at-rulesAround):min(len(tops), at+rulesAround+1)] {
			p.add(t, num)
			for _, sub := range doc.Subrules(t.Number) {
				p.add(sub, num)
			}
		}
		if prev, ok := doc.Previous(num); ok {
			p.Previous = prev.Number
		}
		if next, ok := doc.Next(num); ok {
			p.Next = next.Number
		}
	case !isRule && len(num) == 1 && chapterTitle(doc, num) != "":
		p.Whole = true
		p.Chapter = cr.Heading{Number: num, Title: chapterTitle(doc, num)}
		for _, h := range doc.Sections {
			if h.Number[:1] == num {
				p.Sections = append(p.Sections, h)
			}
		}
	case !isRule && len(doc.Subrules(num)) > 0 || !isRule && len(section) == 3 && hasSection(doc, num):
		p.Whole = true
		for _, t := range doc.Subrules(num) {
			p.add(t, num)
			for _, sub := range doc.Subrules(t.Number) {
				p.add(sub, num)
			}
		}
		for i, h := range doc.Sections {
			if h.Number != num {
				continue
			}
			if i > 0 {
				p.Previous = doc.Sections[i-1].Number
			}
			if i+1 < len(doc.Sections) {
				p.Next = doc.Sections[i+1].Number
			}
		}
	default:
		p.Missing = true
		status = http.StatusNotFound
		for _, near := range doc.Nearest(num, 8) {
			p.add(near, "")
		}
	}
	if h, ok := doc.Heading(num); ok {
		p.CRSection = h
	}
	if title, ok := doc.Section(section[:1]); ok && len(section) == 3 {
		p.Chapter = cr.Heading{Number: section[:1], Title: title}
	}
	title := "CR " + num
	if p.CRSection.Title != "" {
		title += " · " + p.CRSection.Title
	} else if p.Sections != nil {
		title += " · " + p.Chapter.Title
	}
	desc := "Comprehensive Rules " + num
	if len(p.Rules) > 0 && !p.Missing {
		for _, rr := range p.Rules {
			if rr.Current {
				desc += ": " + strings.Join(rr.Paragraphs, " ")
			}
		}
	}
	if p.Missing {
		title = "No rule " + num
		desc = "The Comprehensive Rules have no rule " + num + "."
	}
	p.layout = s.layout(r, title, shorten(300, desc))
	p.URL = s.canonicalURL("/cr/" + num)
	if p.Missing {
		p.URL, p.NoIndex = "", true
	}
	w.Header().Set("Cache-Control", "public, max-age=3600")
	s.render(w, r, status, "rule", p)
}

// chapterTitle is the title of a chapter ("7" is "Additional Rules"), ""
// for a number that is not one.
func chapterTitle(doc *cr.Document, number string) string {
	title, _ := doc.Section(number)
	return title
}

func hasSection(doc *cr.Document, number string) bool {
	_, ok := doc.Heading(number)
	return ok
}

func (p *rulePageData) add(r cr.Rule, asked string) {
	p.Rules = append(p.Rules, rulePageRule{
		Number:     r.Number,
		Anchor:     ruleAnchor(r.Number),
		Paragraphs: paragraphs(r.Text),
		Examples:   r.Examples,
		Sub:        strings.Contains(cr.Parent(r.Number), "."),
		Current:    r.Number == asked,
	})
}

// ruleRefRe finds what may be a rule number in text: "702.19c", or a
// section number like "702" after "rule", "rules", "section" or "CR".
var ruleRefRe = regexp.MustCompile(`(?i)\b(?:(rules?|sections?|cr)(\s+))?(\d{3}(?:\.\d+[a-z]{0,2})?)\b`)

// linkRules escapes text for HTML, draws its mana symbols, and links
// every rule number it mentions
// that the Comprehensive Rules hold to the rule's page: "See rule 702.19c"
// and "CR 106.7" link their numbers, and so does "rule 510" to section
// 510's page. A three-digit number on its own ("100 life") is not linked.
func linkRules(text string) template.HTML {
	doc := cr.Current()
	var b strings.Builder
	last := 0
	for _, m := range ruleRefRe.FindAllStringSubmatchIndex(text, -1) {
		numStart, numEnd := m[6], m[7]
		num := text[numStart:numEnd]
		if numEnd < len(text) && (text[numEnd] >= '0' && text[numEnd] <= '9' || text[numEnd] == '.' && numEnd+1 < len(text) && text[numEnd+1] >= '0' && text[numEnd+1] <= '9') {
			continue // part of a longer number
		}
		linked := false
		if strings.Contains(num, ".") {
			_, linked = doc.Lookup(num)
		} else if m[2] >= 0 {
			linked = hasSection(doc, num)
		}
		if !linked {
			continue
		}
		writeText(&b, text[last:numStart])
		fmt.Fprintf(&b, `<a class="rule-ref" href="%s">%s</a>`, template.HTMLEscapeString(rulePagePath(num)), template.HTMLEscapeString(num))
		last = numEnd
	}
	writeText(&b, text[last:])
	return template.HTML(b.String())
}
