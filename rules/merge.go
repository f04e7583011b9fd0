package rules

// mergeResult adds r to list. Where an entry of list has r's key, r's
// ways (the orders or paths that lead to it) are added to that entry's, up
// to max; otherwise r is appended, keeping at most max of its ways.
func mergeResult[R, W any](list []R, r R, max int, key func(R) string, ways func(*R) *[]W) []R {
	k := key(r)
	for i := range list {
		if key(list[i]) == k {
			to := ways(&list[i])
			for _, w := range *ways(&r) {
				if len(*to) < max {
					*to = append(*to, w)
				}
			}
			return list
		}
	}
	if rw := ways(&r); len(*rw) > max {
		*rw = (*rw)[:max]
	}
	return append(list, r)
}
