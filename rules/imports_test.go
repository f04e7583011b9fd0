package rules_test

import (
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// The lower layers never import the front ends: nothing under rules/,
// rulings/ or db/, tests included, imports a package under bot/
// (docs/architecture.md).
func TestLowerLayersImportNoFrontEnd(t *testing.T) {
	const frontEnds = "github.com/orrery-judge/orrery/bot"
	files := 0
	for _, root := range []string{".", "../rulings", "../db"} {
		err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") {
				return err
			}
			f, err := parser.ParseFile(token.NewFileSet(), path, nil, parser.ImportsOnly)
			if err != nil {
				return err
			}
			files++
			for _, im := range f.Imports {
				p, _ := strconv.Unquote(im.Path.Value)
				if p == frontEnds || strings.HasPrefix(p, frontEnds+"/") {
					t.Errorf("%s imports %s", path, p)
				}
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	if files < 100 {
		t.Fatalf("read only %d Go files; the walk missed the packages", files)
	}
}
