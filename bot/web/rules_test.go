package web_test

import (
	"html"
	"net/http"
	"regexp"
	"strings"
	"testing"
)

// The page of a rule shows it in its section, with the rules around it.
func TestRulePage(t *testing.T) {
	s := serve(t, newAppWithoutStore())
	resp := s.get("/cr/702.19")
	wantStatus(t, "/cr/702.19", resp, http.StatusOK)
	body := html.UnescapeString(resp.body)
	wantContains(t, "/cr/702.19", body,
		`<title>CR 702.19 · Keyword Abilities · Orrery</title>`,
		`in <a href="/cr/702">702. Keyword Abilities</a>`,
		`7. Additional Rules`,
		`<dt id="cr-702.19" class=" current"><a href="/cr/702.19">702.19</a></dt>`,
		`<dt id="cr-702.19c" class="sub"><a href="/cr/702.19c">702.19c</a></dt>`,
		"Trample is a static ability that modifies the rules for assigning an attacking creature’s combat damage.",
		// three rules before and after, each with its subrules
		`id="cr-702.16"`, `id="cr-702.16k"`, `id="cr-702.22"`,
		`<a rel="prev" href="/cr/702.18b">`, `<a rel="next" href="/cr/702.19a">`,
		`(See rule <a class="rule-ref" href="/cr/510#cr-510">510</a>, “Combat Damage Step.”)`,
		"© Wizards of the Coast",
	)
	for _, far := range []string{`id="cr-702.15"`, `id="cr-702.23"`} {
		if strings.Contains(body, far) {
			t.Errorf("/cr/702.19 shows %s, more than three rules away", far)
		}
	}

	resp = s.get("/cr/702")
	wantStatus(t, "/cr/702", resp, http.StatusOK)
	wantContains(t, "/cr/702", html.UnescapeString(resp.body), "<h1>702. Keyword Abilities</h1>", `id="cr-702.1"`, `id="cr-702.190"`,
		`<a rel="prev" href="/cr/701">`, `<a rel="next" href="/cr/703">`)

	resp = s.get("/cr/7")
	wantStatus(t, "/cr/7", resp, http.StatusOK)
	wantContains(t, "/cr/7", html.UnescapeString(resp.body), "<h1>7. Additional Rules</h1>", `<a href="/cr/702">702. Keyword Abilities</a>`)

	resp = s.get("/cr/702.19z")
	wantStatus(t, "/cr/702.19z", resp, http.StatusNotFound)
	wantContains(t, "/cr/702.19z", html.UnescapeString(resp.body), "There is no rule 702.19z", `id="cr-702.19g"`, `id="cr-702.20"`)

	resp = s.get("/cr/CR%20702.19C")
	wantStatus(t, "/cr/CR 702.19C", resp, http.StatusMovedPermanently)
	if got := resp.header.Get("Location"); got != "/cr/702.19c" {
		t.Errorf("redirect to %q", got)
	}
	resp = s.get("/cr/trample")
	wantStatus(t, "/cr/trample", resp, http.StatusBadRequest)
}

var (
	linkRe       = regexp.MustCompile(`(?s)<a\b[^>]*>.*?</a>`)
	tagRe        = regexp.MustCompile(`(?s)<[^>]*>`)
	ruleNumberRe = regexp.MustCompile(`\b\d{3}\.\d+[a-z]{0,2}\b`)
)

// unlinkedRules are the rule numbers a page's text mentions outside links.
func unlinkedRules(body string) []string {
	body = body[strings.Index(body, "<main"):]
	text := tagRe.ReplaceAllString(linkRe.ReplaceAllString(body, ""), " ")
	return ruleNumberRe.FindAllString(html.UnescapeString(text), -1)
}

// Every rule number in the text of a page, in rules, steps and official
// rulings, links to the rule.
func TestEveryRuleNumberIsLinked(t *testing.T) {
	s := serve(t, newAppWithoutStore())
	for _, path := range []string{
		askPath(`/judge upkeep board:"me: Ghirapur Orrery, Dark Confidant, hand 0"`),
		askPath(`/judge tap board:"me: Forest, Mana Reflection; opp: Contamination" card:Forest`),
		askPath(`/cr rule:trample`),
		askPath(`/cr rule:"mana ability"`),
		askPath(`/card name:"Mana Reflection"`),
		"/cr/702.19",
		"/cr/613",
	} {
		resp := s.get(path)
		wantStatus(t, path, resp, http.StatusOK)
		if !strings.Contains(resp.body, `class="rule-ref"`) && !strings.Contains(resp.body, `href="/cr/`) {
			t.Errorf("%s links no rule", path)
		}
		if left := unlinkedRules(resp.body); len(left) > 0 {
			t.Errorf("%s mentions rules without links: %v", path, left)
		}
	}
}
