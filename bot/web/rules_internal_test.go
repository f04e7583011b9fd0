package web

import "testing"

func TestLinkRules(t *testing.T) {
	got := string(linkRules("See rules 613.2, 707.2, and 707.3; rule 510, CR 106.7, section 704. 100 life, 999.9, 1106.7 and <b>."))
	want := `See rules <a class="rule-ref" href="/cr/613.2#cr-613.2">613.2</a>, ` +
		`<a class="rule-ref" href="/cr/707.2#cr-707.2">707.2</a>, and <a class="rule-ref" href="/cr/707.3#cr-707.3">707.3</a>; ` +
		`rule <a class="rule-ref" href="/cr/510#cr-510">510</a>, CR <a class="rule-ref" href="/cr/106.7#cr-106.7">106.7</a>, ` +
		`section <a class="rule-ref" href="/cr/704#cr-704">704</a>. 100 life, 999.9, 1106.7 and &lt;b&gt;.`
	if got != want {
		t.Errorf("linkRules =\n%s\nwant\n%s", got, want)
	}
}
