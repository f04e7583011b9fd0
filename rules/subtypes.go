package rules

// The subtypes a subject may name before or as its noun ("Sliver
// creatures", "Elves", "Equipment"): the creature types (CR 205.3m), land
// types (205.3i), enchantment types (205.3h) and artifact types (205.3g)
// of the Comprehensive Rules edition CREdition. A capitalised word that
// is not one of them is not read as a subtype, so a subject the compiler
// does not know is left not understood rather than read as matching
// nothing.
var knownSubtypes = func() map[string]bool {
	m := map[string]bool{}
	for _, list := range [][]string{creatureTypes, landTypes, enchantmentTypes, artifactTypes} {
		for _, t := range list {
			m[t] = true
		}
	}
	return m
}()

var creatureTypes = []string{
	"Time Lord", "Advisor", "Aetherborn", "Alien", "Ally", "Angel", "Antelope", "Ape", "Archer",
	"Archon", "Armadillo", "Army", "Artificer", "Assassin", "Assembly-Worker", "Astartes", "Atog",
	"Aurochs", "Avatar", "Azra", "Badger", "Balloon", "Barbarian", "Bard", "Basilisk", "Bat",
	"Bear", "Beast", "Beaver", "Beeble", "Beholder", "Berserker", "Bird", "Bison", "Blinkmoth",
	"Boar", "Bringer", "Brushwagg", "Camarid", "Camel", "Capybara", "Caribou", "Carrier", "Cat",
	"Centaur", "Child", "Chimera", "Citizen", "Cleric", "Clown", "Cockatrice", "Construct",
	"Coward", "Coyote", "Crab", "Crocodile", "C'tan", "Custodes", "Cyberman", "Cyclops", "Dalek",
	"Dauthi", "Demigod", "Demon", "Deserter", "Detective", "Devil", "Dinosaur", "Djinn", "Doctor",
	"Dog", "Dragon", "Drake", "Dreadnought", "Drix", "Drone", "Druid", "Dryad", "Dwarf",
	"Echidna", "Efreet", "Egg", "Elder", "Eldrazi", "Elemental", "Elephant", "Elf", "Elk",
	"Employee", "Eternal", "Eye", "Faerie", "Ferret", "Fish", "Flagbearer", "Fox", "Fractal",
	"Frog", "Fungus", "Gamer", "Gamma", "Gargoyle", "Germ", "Giant", "Giraffe", "Gith", "Glimmer",
	"Gnoll", "Gnome", "Goat", "Goblin", "God", "Golem", "Gorgon", "Graveborn", "Gremlin",
	"Griffin", "Guest", "Hag", "Halfling", "Hamster", "Harpy", "Hedgehog", "Hellion", "Hero",
	"Hippo", "Hippogriff", "Homarid", "Homunculus", "Horror", "Horse", "Human", "Hydra", "Hyena",
	"Illusion", "Imp", "Incarnation", "Inhuman", "Inkling", "Inquisitor", "Insect", "Jackal",
	"Jellyfish", "Juggernaut", "Kangaroo", "Kavu", "Kirin", "Kithkin", "Knight", "Kobold", "Kor",
	"Kraken", "Kree", "Llama", "Lamia", "Lammasu", "Leech", "Lemur", "Leviathan", "Lhurgoyf",
	"Licid", "Lizard", "Lobster", "Manticore", "Masticore", "Mercenary", "Merfolk", "Metathran",
	"Minion", "Minotaur", "Mite", "Mole", "Monger", "Mongoose", "Monk", "Monkey", "Moogle",
	"Moonfolk", "Mount", "Mouse", "Mutant", "Myr", "Mystic", "Nautilus", "Necron", "Nephilim",
	"Nightmare", "Nightstalker", "Ninja", "Noble", "Noggle", "Nomad", "Nymph", "Octopus", "Ogre",
	"Ooze", "Orb", "Orc", "Orgg", "Otter", "Ouphe", "Ox", "Oyster", "Pangolin", "Peasant",
	"Pegasus", "Pentavite", "Performer", "Pest", "Phelddagrif", "Phoenix", "Phyrexian", "Pilot",
	"Pincher", "Pirate", "Plant", "Platypus", "Porcupine", "Possum", "Praetor", "Primarch",
	"Prism", "Processor", "Qu", "Rabbit", "Raccoon", "Ranger", "Rat", "Rebel", "Reflection",
	"Rhino", "Rigger", "Robot", "Rogue", "Sable", "Salamander", "Samurai", "Sand", "Saproling",
	"Satyr", "Scarecrow", "Scientist", "Scion", "Scorpion", "Scout", "Sculpture", "Seal", "Serf",
	"Serpent", "Servo", "Shade", "Shaman", "Shapeshifter", "Shark", "Sheep", "Shi'ar", "Siren",
	"Skeleton", "Skrull", "Skunk", "Slith", "Sliver", "Sloth", "Slug", "Snail", "Snake",
	"Soldier", "Soltari", "Sorcerer", "Spawn", "Specter", "Spellshaper", "Sphinx", "Spider",
	"Spike", "Spirit", "Splinter", "Sponge", "Spy", "Squid", "Squirrel", "Starfish", "Surrakar",
	"Survivor", "Symbiote", "Synth", "Tentacle", "Tetravite", "Thalakos", "Thopter", "Thrull",
	"Tiefling", "Toy", "Treefolk", "Trilobite", "Triskelavite", "Troll", "Turtle", "Tyranid",
	"Unicorn", "Utrom", "Vampire", "Varmint", "Vedalken", "Villain", "Volver", "Wall", "Walrus",
	"Warlock", "Warrior", "Weasel", "Weird", "Werewolf", "Whale", "Wizard", "Wolf", "Wolverine",
	"Wombat", "Worm", "Wraith", "Wurm", "Yeti", "Zombie", "Zubera",
}

var landTypes = []string{
	"Cave", "Desert", "Forest", "Gate", "Island", "Lair", "Locus", "Mine", "Mountain", "Plains",
	"Planet", "Power-Plant", "Sphere", "Swamp", "Tower", "Town", "Urza's",
}

var enchantmentTypes = []string{
	"Aura", "Background", "Cartouche", "Case", "Class", "Curse", "Plan", "Role", "Room", "Rune",
	"Saga", "Shard", "Shrine",
}

var artifactTypes = []string{
	"Attraction", "Blood", "Bobblehead", "Book", "Clue", "Contraption", "Equipment", "Food",
	"Fortification", "Gold", "Heartwood", "Incubator", "Infinity", "Junk", "Lander", "Map",
	"Mutagen", "Powerstone", "Spacecraft", "Stone", "Treasure", "Vehicle", "Vibranium",
}
