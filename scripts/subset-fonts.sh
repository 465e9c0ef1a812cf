#!/bin/sh
# Regenerates the site's two text faces in web/fonts/ (decisions 0045 and 0053). The build does not run it: the files
# are committed. Needs fontTools with Brotli (Debian: apt-get install python3-fonttools python3-brotli).
#
# - inter-latin-wght-subset.woff2, the Latin face: Inter's variable face from @fontsource-variable/inter, its weight
#   axis limited to 400–800 (the weights the pages use, normal to extrabold), cut to what the pages write in Latin
#   script (ASCII, the no-break space, © ® ° · ×, dashes, curly quotes, bullet, ellipsis, euro, trademark) and the two
#   features they use (kerning, and tabular figures for `tabular-nums`): ≈ 16 KB (every weight 100–900: ≈ 22 KB; four
#   static faces: ≈ 49 KB).
# - noto-sans-bengali-wght-subset.woff2, the Bengali face: Noto Sans Bengali's variable face from
#   @fontsource-variable/noto-sans-bengali, its weight axis limited to 400–700 (the weights the pages use; 800 and
#   900 draw as 700), cut to the Bengali block, the dandas, the joiners and the dotted circle, with every OpenType
#   feature (Bengali needs them to join letters): ≈ 68 KB for every weight from regular to bold, where the static
#   regular and bold faces were ≈ 92 KB together.
#
# A character outside a face's cut (an accented letter, say) is drawn by the next font of the stack (styles.css).
# Both faces are under the SIL Open Font License 1.1, with no reserved font name: a subset may keep the name
# (web/fonts/OFL.txt, web/fonts/OFL-noto-sans-bengali.txt).
set -eu
cd "$(dirname "$0")/.."
PYTHON=${PYTHON:-python3}

TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT

INTER='U+0020-007E,U+00A0,U+00A9,U+00AE,U+00B0,U+00B7,U+00D7,U+2013-2014,U+2018-201D,U+2022,U+2026,U+20AC,U+2122'
"$PYTHON" -m fontTools.varLib.instancer node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2 \
  wght=400:800 --output="$TMP/inter-400-800.ttf" --quiet
"$PYTHON" -m fontTools.subset "$TMP/inter-400-800.ttf" \
  --unicodes="$INTER" --layout-features='kern,tnum' --flavor=woff2 \
  --output-file=web/fonts/inter-latin-wght-subset.woff2
cp node_modules/@fontsource-variable/inter/LICENSE web/fonts/OFL.txt
echo "web/fonts/inter-latin-wght-subset.woff2: $(wc -c < web/fonts/inter-latin-wght-subset.woff2) bytes ($INTER)"

# The same ranges as the face's unicode-range in styles.css.
BENGALI='U+0964-0965,U+0980-09FE,U+200C-200D,U+25CC'
"$PYTHON" -m fontTools.varLib.instancer \
  node_modules/@fontsource-variable/noto-sans-bengali/files/noto-sans-bengali-bengali-wght-normal.woff2 \
  wght=400:700 --output="$TMP/bengali-400-700.ttf" --quiet
"$PYTHON" -m fontTools.subset "$TMP/bengali-400-700.ttf" \
  --unicodes="$BENGALI" --layout-features='*' --flavor=woff2 \
  --output-file=web/fonts/noto-sans-bengali-wght-subset.woff2
cp node_modules/@fontsource-variable/noto-sans-bengali/LICENSE web/fonts/OFL-noto-sans-bengali.txt
echo "web/fonts/noto-sans-bengali-wght-subset.woff2: $(wc -c < web/fonts/noto-sans-bengali-wght-subset.woff2) bytes ($BENGALI)"
