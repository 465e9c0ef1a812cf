#!/bin/sh
# Regenerates web/fonts/inter-latin-wght-subset.woff2, the site's Latin face (decision 0045): Inter's variable face
# (every weight, 100–900) from @fontsource-variable/inter, cut to what the pages write in Latin script (ASCII, the
# no-break space, © ® ° · ×, dashes, curly quotes, bullet, ellipsis, euro, trademark) and the two features they use
# (kerning, and tabular figures for `tabular-nums`): ≈ 21 KB instead of ≈ 49 KB. A character outside it (an accented
# letter, say) is drawn by the next font of the stack (styles.css: Arial's metric twin, scaled to Inter's measure). Inter is under the SIL Open Font
# License 1.1, with no reserved font name: a subset may keep the name (web/fonts/OFL.txt).
# Needs fontTools with Brotli (Debian: apt-get install python3-fonttools python3-brotli). The build does not run it:
# the file is committed.
set -eu
cd "$(dirname "$0")/.."
UNICODES='U+0020-007E,U+00A0,U+00A9,U+00AE,U+00B0,U+00B7,U+00D7,U+2013-2014,U+2018-201D,U+2022,U+2026,U+20AC,U+2122'
python3 -m fontTools.subset node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2 \
  --unicodes="$UNICODES" --layout-features='kern,tnum' --flavor=woff2 \
  --output-file=web/fonts/inter-latin-wght-subset.woff2
cp node_modules/@fontsource-variable/inter/LICENSE web/fonts/OFL.txt
echo "web/fonts/inter-latin-wght-subset.woff2: $(wc -c < web/fonts/inter-latin-wght-subset.woff2) bytes ($UNICODES)"
