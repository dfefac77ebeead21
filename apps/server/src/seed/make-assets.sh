#!/usr/bin/env bash
# Rebuilds the demo seed's images and documents in ./assets (needs ImageMagick 6 and python3).
# The files are committed; run this only to change them, then check the total stays well under 1.5 MB.
set -euo pipefail
cd "$(dirname "$0")/assets"
FONT_DIR=/usr/share/fonts/truetype/dejavu
BOLD=$FONT_DIR/DejaVuSans-Bold.ttf
SANS=$FONT_DIR/DejaVuSans.ttf
SERIF=$FONT_DIR/DejaVuSerif-Bold.ttf
JPEG=(-strip -interlace Plane -sampling-factor 4:2:0 -quality 80)

# A 1600×600 home-page banner: gradient, soft shapes, a drawn motif on the right, two title lines.
banner() { # file from to accent kicker title1 title2 subtitle motif-draw-commands
  local file=$1 from=$2 to=$3 accent=$4 kicker=$5 t1=$6 t2=$7 sub=$8 motif=$9
  convert -size 600x1600 "gradient:$from-$to" -rotate -90 \
    -fill 'rgba(255,255,255,0.07)' -draw 'circle 1330,140 1330,470' -draw 'circle 1520,560 1520,700' \
    -fill 'rgba(255,255,255,0.05)' -draw 'polygon 820,600 1600,40 1600,600' \
    -fill 'rgba(0,0,0,0.18)' -draw 'rectangle 0,540 1600,600' \
    -stroke none -draw "$motif" \
    -fill "$accent" -draw 'rectangle 110,168 250,178' \
    -font "$SANS" -fill 'rgba(255,255,255,0.88)' -pointsize 28 -annotate +110+140 "$kicker" \
    -font "$BOLD" -fill white -pointsize 84 -annotate +104+290 "$t1" -annotate +104+395 "$t2" \
    -font "$SANS" -fill "$accent" -pointsize 38 -annotate +110+470 "$sub" \
    -font "$SANS" -fill 'rgba(255,255,255,0.8)' -pointsize 22 -annotate +110+580 'Institute of Bank Management  ·  Certification e-Learning' \
    "${JPEG[@]}" "$file"
}

banner gallery-programmes-2026.jpg '#0b3d6e' '#14838f' '#ffd54a' 'INSTITUTE OF BANK MANAGEMENT' \
  'Certification' 'Programmes 2026' 'Admissions open for the January Intake' \
  "fill rgba(255,255,255,0.18) roundrectangle 1110,120 1450,360 14,14
   fill rgba(255,255,255,0.96) roundrectangle 1080,150 1420,390 14,14
   fill #0b3d6e rectangle 1120,195 1380,209 rectangle 1120,232 1340,240 rectangle 1120,257 1360,265 rectangle 1120,282 1300,290
   fill #e0a800 polygon 1335,405 1318,478 1345,462 1358,488 1360,415 polygon 1385,405 1402,478 1375,462 1362,488 1360,415
   fill #ffd54a circle 1360,370 1360,418 fill #e0a800 circle 1360,370 1360,400"

banner gallery-convocation-2025.jpg '#4a1d6e' '#9c2a5a' '#ffcf70' 'CONVOCATION 2025' \
  'Celebrating 2,500+' 'Certified Bankers' 'Graduates of CEAML, CCP and CTF honoured in Dhaka' \
  "fill rgba(20,10,30,0.88) rectangle 1250,280 1450,360 ellipse 1350,360 100,24 0,180
   fill rgba(35,16,50,0.95) polygon 1350,180 1560,255 1350,330 1140,255
   stroke #ffcf70 stroke-width 6 line 1350,255 1515,295 line 1515,295 1515,390 stroke none
   fill #ffcf70 circle 1515,405 1515,423 circle 1350,255 1350,267"

banner gallery-aml-week.jpg '#0e4d3a' '#1f8a5b' '#c6f36b' 'CEAML-2026  ·  BATCH 5' \
  'Fighting Financial' 'Crime Together' 'Anti-Money Laundering certification now running' \
  "fill rgba(255,255,255,0.93) path 'M 1250,130 L 1420,190 L 1420,300 Q 1420,420 1250,480 Q 1080,420 1080,300 L 1080,190 Z'
   fill #1f8a5b path 'M 1250,160 L 1392,210 L 1392,300 Q 1392,398 1250,450 Q 1108,398 1108,300 L 1108,210 Z'
   stroke white stroke-width 26 stroke-linecap round stroke-linejoin round fill none polyline 1175,305 1232,362 1335,250 stroke none"

banner gallery-digital-learning.jpg '#7a2e0e' '#d9731a' '#fff1b8' 'CERTIFICATION e-LEARNING' \
  'Learn, Discuss' 'and Submit Online' 'Forum, contents and assignments in one portal' \
  "fill rgba(255,255,255,0.95) roundrectangle 1180,190 1480,385 12,12 fill #3a1606 rectangle 1196,206 1464,369
   fill rgba(255,255,255,0.95) polygon 1140,392 1520,392 1492,425 1168,425
   fill #ffd27a roundrectangle 1220,228 1380,272 10,10 fill #9fe3ff roundrectangle 1290,295 1445,339 10,10
   fill #fff1b8 roundrectangle 1420,110 1560,178 14,14 polygon 1440,176 1464,176 1432,205
   fill #7a2e0e circle 1455,144 1455,151 circle 1490,144 1490,151 circle 1525,144 1525,151"

# An 800×500 programme card image: gradient, pattern, the short name large, the full name below.
programme() { # file from to accent short line1 line2 motif
  local file=$1 from=$2 to=$3 accent=$4 short=$5 l1=$6 l2=$7 motif=$8
  convert -size 500x800 "gradient:$from-$to" -rotate -90 \
    -fill 'rgba(255,255,255,0.08)' -draw 'circle 690,90 690,300' -draw 'circle 80,520 80,640' \
    -fill 'rgba(255,255,255,0.06)' -draw 'polygon 380,500 800,180 800,500' \
    -draw "$motif" \
    -fill "$accent" -draw 'rectangle 60,118 170,126' \
    -font "$SANS" -fill 'rgba(255,255,255,0.85)' -pointsize 22 -annotate +60+96 'CERTIFICATION PROGRAMME' \
    -font "$BOLD" -fill white -pointsize 104 -annotate +54+250 "$short" \
    -font "$SANS" -fill white -pointsize 34 -annotate +60+320 "$l1" -annotate +60+364 "$l2" \
    -fill 'rgba(0,0,0,0.22)' -draw 'rectangle 0,430 800,500' \
    -font "$SANS" -fill "$accent" -pointsize 22 -annotate +60+474 'Institute of Bank Management  ·  Dhaka' \
    "${JPEG[@]}" "$file"
}

programme programme-ceaml.jpg '#0e4d3a' '#1f8a5b' '#c6f36b' 'CEAML' 'Certified Expert in' 'Anti-Money Laundering' \
  "fill rgba(255,255,255,0.9) path 'M 650,140 L 740,172 L 740,230 Q 740,295 650,325 Q 560,295 560,230 L 560,172 Z'
   stroke #1f8a5b stroke-width 14 stroke-linecap round stroke-linejoin round fill none polyline 605,235 640,270 700,205 stroke none"
programme programme-ccp.jpg '#0b3d6e' '#1b6fa8' '#ffd54a' 'CCP' 'Certified Credit' 'Professional' \
  "fill rgba(255,255,255,0.9) rectangle 580,260 615,320 rectangle 635,220 670,320 rectangle 690,170 725,320
   stroke #ffd54a stroke-width 8 stroke-linecap round stroke-linejoin round fill none polyline 570,225 630,185 675,200 740,135 stroke none"
programme programme-ctf.jpg '#6e1d2a' '#b8452e' '#ffd9a0' 'CTF' 'Certified Expert in' 'Trade Finance' \
  "fill rgba(255,255,255,0.9) polygon 540,290 760,290 730,335 570,335 rectangle 575,228 625,286 rectangle 630,200 680,286 rectangle 685,243 725,286
   fill rgba(255,255,255,0.35) rectangle 520,345 780,352"

# A 256×256 illustrated portrait: coloured backdrop, head-and-shoulders figure (short hair "m", long hair
# "f"), initials on the chest, all inside the centre circle so that a round crop loses nothing.
avatar() { # file from to skin cloth hair style initials
  local file=$1 from=$2 to=$3 skin=$4 cloth=$5 hair=$6 style=$7 initials=$8
  local back='' front=''
  if [ "$style" = f ]; then
    back="fill $hair roundrectangle 74,62 182,200 50,50"
    front="fill $hair path 'M 82,112 Q 84,52 128,50 Q 172,52 174,112 Q 160,80 128,76 Q 100,78 82,112 Z'"
  else
    front="fill $hair path 'M 84,104 Q 84,50 128,48 Q 172,50 172,104 Q 166,78 150,76 Q 128,70 106,78 Q 90,82 84,104 Z'"
  fi
  convert -size 256x256 "gradient:$from-$to" \
    -draw "$back" \
    -draw "fill $cloth ellipse 128,262 98,80 180,360 fill $skin rectangle 113,148 143,192 ellipse 128,192 15,10 0,180" \
    -draw "fill $skin ellipse 128,112 43,52 0,360 ellipse 85,116 7,11 0,360 ellipse 171,116 7,11 0,360" \
    -draw "$front" \
    -draw "fill rgba(40,25,20,0.85) ellipse 112,113 4,5 0,360 ellipse 144,113 4,5 0,360 stroke rgba(120,50,40,0.9) stroke-width 3 fill none arc 114,128 142,146 20,160" \
    -font "$BOLD" -fill 'rgba(255,255,255,0.92)' -pointsize 30 -gravity North -annotate +0+205 "$initials" \
    "${JPEG[@]}" -quality 86 "$file"
}

avatar avatar-director-general.jpg '#1d3557' '#457b9d' '#c68c5e' '#22313f' '#1b1b1b' f 'FR'
avatar avatar-director-certification.jpg '#5b2333' '#a8556b' '#b97a52' '#2f2f2f' '#2a2a2a' m 'KH'
avatar avatar-ayesha-siddiqua.jpg '#264653' '#2a9d8f' '#d19a6a' '#7b2d26' '#231815' f 'AS'
avatar avatar-rafiqul-islam.jpg '#3d348b' '#7678ed' '#b5835a' '#1f2a44' '#1a1a1a' m 'RI'
avatar avatar-tahmina-akter.jpg '#6a4c93' '#b185db' '#d8a47f' '#0b6e4f' '#2b1a12' f 'TA'
avatar avatar-zakir-hossain.jpg '#1b4332' '#40916c' '#a9744f' '#2b2d42' '#6e6e6e' m 'ZH'
avatar avatar-sharmin-sultana.jpg '#9d0208' '#e85d04' '#cf9b6d' '#14213d' '#1c1412' f 'SS'
avatar avatar-sabbir-hossain.jpg '#023e8a' '#0096c7' '#b98256' '#343a40' '#151515' m 'SH'
avatar avatar-farzana-akter.jpg '#7f5539' '#b08968' '#deb08a' '#6d1a36' '#20140f' f 'FA'
avatar avatar-arif-rahman.jpg '#2d6a4f' '#74c69d' '#c08a5c' '#1d3557' '#1e1e1e' m 'AR'
avatar avatar-nusrat-jahan.jpg '#5a189a' '#9d4edd' '#d6a278' '#003049' '#24160f' f 'NJ'

python3 ../make-documents.py
ls -l
du -cb ./* | tail -1
