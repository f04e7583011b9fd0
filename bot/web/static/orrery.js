// Orrery's pages work without this script. It adds a button that copies a
// ruling's citation, and card-name suggestions that forgive typing
// mistakes (the browser's own list only matches what is typed exactly).
"use strict";

(function () {
	// Copy citation: the button names the element whose text it copies.
	document.querySelectorAll("button[data-copy]").forEach(function (button) {
		var source = document.getElementById(button.dataset.copy);
		if (!source || !navigator.clipboard) {
			return;
		}
		var label = button.textContent;
		button.hidden = false;
		button.addEventListener("click", function () {
			navigator.clipboard.writeText(source.textContent.trim()).then(function () {
				button.textContent = "Copied";
				button.classList.add("copied");
				setTimeout(function () {
					button.textContent = label;
					button.classList.remove("copied");
				}, 2000);
			}, function () {
				// No clipboard access: select the text so it can be copied by hand.
				var range = document.createRange();
				range.selectNodeContents(source);
				var selection = window.getSelection();
				selection.removeAllRanges();
				selection.addRange(range);
			});
		});
	});

	// Card names: refresh the suggestions from the server as one types.
	var list = document.getElementById("card-names");
	var pending = null;
	document.querySelectorAll("input[list=card-names]").forEach(function (input) {
		input.addEventListener("input", function () {
			var q = input.value.trim();
			if (!list || q.length < 2) {
				return;
			}
			clearTimeout(pending);
			pending = setTimeout(function () {
				fetch("/api/cards?n=25&q=" + encodeURIComponent(q), { headers: { Accept: "application/json" } })
					.then(function (r) { return r.ok ? r.json() : []; })
					.then(function (names) {
						if (!Array.isArray(names) || names.length === 0) {
							return;
						}
						list.replaceChildren.apply(list, names.map(function (name) {
							var option = document.createElement("option");
							option.value = name;
							return option;
						}));
					})
					.catch(function () {});
			}, 150);
		});
	});

	// Insert a card name into the command, where the cursor was. Inside a
	// quoted value (a board) the name goes in as it is; elsewhere a name
	// with spaces gets quotes.
	var insert = document.getElementById("insert-card");
	var command = document.getElementById("q");
	var card = document.getElementById("card");
	if (insert && command && card) {
		insert.hidden = false;
		var caret = null;
		command.addEventListener("blur", function () { caret = command.selectionStart; });
		insert.addEventListener("click", function () {
			var name = card.value.trim();
			if (!name) {
				card.focus();
				return;
			}
			var at = caret === null ? command.value.length : caret;
			var before = command.value.slice(0, at);
			var quotes = (before.replace(/\\./g, "").match(/"/g) || []).length;
			var text = name;
			if (quotes % 2 === 0 && /[\s"]/.test(name)) {
				text = '"' + name.replace(/\\/g, "\\\\").replace(/"/g, '\\"') + '"';
			}
			command.value = before + text + command.value.slice(at);
			command.focus();
			command.setSelectionRange(at + text.length, at + text.length);
			caret = at + text.length;
		});
	}
})();
