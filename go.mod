module github.com/orrery-judge/orrery

go 1.26
