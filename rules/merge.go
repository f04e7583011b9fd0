package rules

// mergeResult adds r to list. Where an entry of list has r's key, r's
// ways (the orders or paths that lead to it) are added to that entry's, up
// to limit; otherwise r is appended, keeping at most limit of its ways.
func mergeResult[R, W any](list []R, r R, limit int, key func(R) string, ways func(*R) *[]W) []R {
	k := key(r)
	for i := range list {
		if key(list[i]) == k {
			to := ways(&list[i])
			for _, w := range *ways(&r) {
				if len(*to) < limit {
					*to = append(*to, w)
				}
			}
			return list
		}
	}
	if rw := ways(&r); len(*rw) > limit {
		*rw = (*rw)[:limit]
	}
	return append(list, r)
}
