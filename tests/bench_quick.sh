#!/bin/sh
# isect-bench --quick --csv (10,000 cases, one repetition) runs, prints the csv header, a row for
# every test with each peer, and its batch kernels agree with the scalar tests on every case.
# Times are not checked: this is about the program, not the machine.
set -u
bench=$1
out=$("$bench" --quick --csv) || { echo "isect-bench exited with $?"; exit 1; }
echo "$out"
fail=0
first=$(echo "$out" | head -n 1)
[ "$first" = "test,impl,regime,ns_per_test,cases,disagreements" ] || { echo "FAIL header: $first"; fail=1; }
for want in sphere-aabb,cglm obb-obb,libccd-gjk obb-obb,libccd-mpr triangle-triangle,libccd-gjk \
            aabb-triangle,libccd-mpr ray-triangle,cglm sphere-frustum,isect batch-aabb-plane,isect \
            batch-sphere-aabb,isect batch-ray-aabb,isect batch-aabb-frustum,isect batch-sphere-frustum,isect \
            capsule-triangle,libccd-gjk closest-seg-tri,isect closest-tri-tri,libccd-mpr closest-point-tet,libccd-gjk \
            closest-point-poly,isect contact-sphere,libccd-mpr contact-obb,libccd-epa contact-aabb-tri,isect \
            stream-read,bound; do
    echo "$out" | grep -q "^$want,streaming," || { echo "FAIL no streaming row $want"; fail=1; }
done
# Every row: six fields, a positive time; batch rows: zero disagreements with the scalar tests.
echo "$out" | tail -n +2 | awk -F, '
    NF != 6 || !($4 > 0) { print "FAIL malformed row: " $0; bad = 1 }
    $1 ~ /^batch-/ && $6 != 0 { print "FAIL batch disagrees with the scalar test: " $0; bad = 1 }
    END { exit bad }' || fail=1
# A stream-read bound before each batch kernel (its rows follow it).
reads=$(echo "$out" | grep -c "^stream-read,bound,streaming,")
kernels=$(echo "$out" | grep -c "^batch-.*,streaming,")
[ "$reads" = "$kernels" ] && [ "$reads" -gt 0 ] ||
    { echo "FAIL $reads stream-read rows for $kernels batch kernels"; fail=1; }
[ $fail = 0 ] && echo "bench_quick: ok"
exit $fail
