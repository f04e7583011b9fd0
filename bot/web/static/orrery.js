// Orrery's pages work without this script. It adds a button that copies a
// ruling's citation, card-name suggestions that forgive typing mistakes
// (the browser's own list only matches what is typed exactly), and the
// command box's completions.
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

	// The command box: completions of commands, options and their values
	// as one types (GET /api/complete, from the command table and the
	// card catalog), in a list under the box. The arrow keys move through
	// it, Enter or Tab takes a completion, Escape closes it.
	var box = document.getElementById("q");
	var options = document.getElementById("q-completions");
	var status = document.getElementById("q-status");
	if (box && options && window.fetch) {
		box.setAttribute("role", "combobox");
		box.setAttribute("aria-autocomplete", "list");
		box.setAttribute("aria-expanded", "false");
		box.setAttribute("aria-controls", options.id);
		var hint = document.getElementById("q-hint");
		if (hint) {
			hint.hidden = false;
			box.setAttribute("aria-describedby", hint.id);
		}
		var items = [], replace = "", active = -1, asked = 0, timer = null;
		// A press on the list (an option, its scroll bar) keeps the focus
		// in the box, which would otherwise close the list.
		options.addEventListener("mousedown", function (e) { e.preventDefault(); });

		var close = function () {
			items = [];
			active = -1;
			options.hidden = true;
			options.replaceChildren();
			box.setAttribute("aria-expanded", "false");
			box.removeAttribute("aria-activedescendant");
		};
		var highlight = function (i) {
			active = i;
			Array.prototype.forEach.call(options.children, function (li, j) {
				li.setAttribute("aria-selected", j === i ? "true" : "false");
			});
			if (i >= 0) {
				box.setAttribute("aria-activedescendant", options.children[i].id);
				options.children[i].scrollIntoView({ block: "nearest" });
			} else {
				box.removeAttribute("aria-activedescendant");
			}
		};
		var take = function (i) {
			var at = box.selectionStart;
			var before = box.value.slice(0, at);
			if (!items[i] || before.slice(before.length - replace.length) !== replace) {
				// The list was made for text typed since: ask again for
				// the text as it is now, rather than take a stale item.
				close();
				ask();
				return;
			}
			var start = before.length - replace.length;
			var value = items[i].value;
			box.value = before.slice(0, start) + value + box.value.slice(at);
			box.setSelectionRange(start + value.length, start + value.length);
			close();
			box.focus();
			ask(); // what comes next: the options after a command, and so on
		};
		var show = function (data, typed) {
			close();
			// What the list was made for: the text before the caret.
			options.setAttribute("data-for", typed);
			if (!data || !Array.isArray(data.items) || data.items.length === 0) {
				if (status) {
					status.textContent = "";
				}
				return;
			}
			items = data.items;
			replace = data.replace || "";
			options.replaceChildren.apply(options, items.map(function (it, i) {
				var li = document.createElement("li");
				li.id = "q-completion-" + i;
				li.setAttribute("role", "option");
				li.setAttribute("aria-selected", "false");
				var label = document.createElement("span");
				label.className = "label";
				label.textContent = it.label;
				li.appendChild(label);
				if (it.detail) {
					var detail = document.createElement("span");
					detail.className = "detail";
					detail.textContent = it.detail;
					li.appendChild(detail);
				}
				li.addEventListener("click", function () { take(i); });
				return li;
			}));
			options.hidden = false;
			box.setAttribute("aria-expanded", "true");
			if (status) {
				status.textContent = items.length === 1 ? "1 completion" : items.length + " completions";
			}
		};
		var ask = function () {
			clearTimeout(timer);
			var n = ++asked;
			var before = box.value.slice(0, box.selectionStart);
			fetch("/api/complete?q=" + encodeURIComponent(before), { headers: { Accept: "application/json" } })
				.then(function (r) { return r.ok ? r.json() : null; })
				.then(function (data) {
					if (n === asked && document.activeElement === box) {
						show(data, before);
					}
				})
				.catch(close);
		};
		box.addEventListener("input", function () {
			clearTimeout(timer);
			timer = setTimeout(ask, 120);
		});
		box.addEventListener("blur", function () {
			asked++;
			close();
		});
		// The Enter that took a completion does not also send the form,
		// even where its keypress still comes after the keydown.
		var tookOnEnter = false;
		box.addEventListener("keypress", function (e) {
			if (e.key === "Enter" && tookOnEnter) {
				e.preventDefault();
			}
		});
		box.addEventListener("keyup", function () { tookOnEnter = false; });
		box.addEventListener("keydown", function (e) {
			var open = !options.hidden && items.length > 0;
			switch (e.key) {
			case "ArrowDown":
				e.preventDefault();
				if (open) {
					highlight((active + 1) % items.length);
				} else {
					ask();
				}
				break;
			case "ArrowUp":
				if (open) {
					e.preventDefault();
					highlight(active <= 0 ? items.length - 1 : active - 1);
				}
				break;
			case "Enter":
				if (open && active >= 0) {
					e.preventDefault();
					tookOnEnter = true;
					take(active);
				}
				break;
			case "Tab":
				if (open && !e.shiftKey) {
					e.preventDefault();
					take(active >= 0 ? active : 0);
				}
				break;
			case "Escape":
				if (open) {
					e.preventDefault();
					asked++;
					close();
				}
				break;
			}
		});
	}
})();
