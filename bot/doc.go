// Package bot is everything of Orrery that talks to people: the command
// line (bot ask), and the places a ruling is shown.
//
// Main runs the program as the command line asks:
//
//	bot ask '/judge tap board:"me: Forest, Mana Reflection" card:Forest'
//	bot ask --json --no-store -f questions.txt
//
// Commands are read by package command, answered by package rules (the
// engine) or from the embedded Comprehensive Rules and card catalog, and
// printed for a person or as one JSON object a line.
package bot
