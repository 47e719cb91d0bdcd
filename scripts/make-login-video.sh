#!/bin/sh
# Authors the login screen's background video and its poster, into
# apps/web/public/media/. One-time tool: the generated files are committed, and nothing at build or
# run time needs ffmpeg. Regenerate with: `apt-get install -y ffmpeg && sh scripts/make-login-video.sh`
# (written with Debian 12's ffmpeg 5.1).
#
# The clip: 12 s at 24 fps, 960x540, no audio. Soft glows and bokeh disks in the theme's colours
# (apps/web/src/app/theme.ts) drift over the dark primary blue. Every position is a sine of
# 2*PI*t/12 with a whole number of cycles per loop, so the last frame flows into the first (seamless
# loop). The poster is the first frame, so the switch from poster to video is invisible.
set -eu
cd "$(dirname "$0")/.."
OUT=apps/web/public/media
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
W=960; H=540; D=12; FPS=24
P="2*PI*t/$D"
# a glow sprite: colour, square size, gaussian sigma, peak alpha (0-255)
glow() { echo "color=c=$1:s=$2x$2:r=$FPS:d=1,format=rgba,geq=r='r(X,Y)':g='g(X,Y)':b='b(X,Y)':a='$4*exp(-(pow(X-$2/2,2)+pow(Y-$2/2,2))/(2*$3*$3))'"; }
# a bokeh disk sprite with a soft 6 px edge: colour, square size, peak alpha
disk() { echo "color=c=$1:s=$2x$2:r=$FPS:d=1,format=rgba,geq=r='r(X,Y)':g='g(X,Y)':b='b(X,Y)':a='$3*clip((($2/2-3)-hypot(X-$2/2,Y-$2/2))/6,0,1)'"; }
# overlays a sprite on an ellipse around (cx,cy): amplitudes ax ay, whole cycles per loop kx ky, phase
mv() { echo "overlay=x='$1+$3*sin($5*$P+$7)-w/2':y='$2+$4*cos($6*$P+$7)-h/2':format=auto:eof_action=repeat"; }

ffmpeg -hide_banner -loglevel error -y -threads 1 -filter_threads 1 \
  -f lavfi -i "color=c=0x0a2650:s=${W}x${H}:r=$FPS:d=$D" \
  -f lavfi -i "$(glow 0x3d6aa8 660 110 150)" \
  -f lavfi -i "$(glow 0x00695c 780 130 170)" \
  -f lavfi -i "$(glow 0x1f4f8f 600 100 160)" \
  -f lavfi -i "$(glow 0x0b4f63 720 120 150)" \
  -f lavfi -i "$(disk 0x9cc3ea 90 40)" \
  -f lavfi -i "$(disk 0x7fb8b0 130 30)" \
  -f lavfi -i "$(disk 0xb4cff0 60 45)" \
  -f lavfi -i "$(disk 0x9cc3ea 110 28)" \
  -f lavfi -i "$(disk 0xc8dcf5 44 50)" \
  -filter_complex "\
[0][4]$(mv 780 120 90 50 1 1 0.0)[a];\
[a][1]$(mv 220 160 120 60 1 1 1.6)[b];\
[b][2]$(mv 640 420 110 50 1 1 3.1)[c];\
[c][3]$(mv 300 430 80 45 1 1 4.4)[d];\
[d][5]$(mv 150 100 60 30 1 1 0.7)[e];\
[e][6]$(mv 820 380 70 40 1 1 2.5)[f];\
[f][7]$(mv 560 150 80 35 1 2 5.0)[g];\
[g][8]$(mv 420 330 90 40 1 1 3.8)[h];\
[h][9]$(mv 720 240 50 60 2 1 1.2),format=yuv420p[out]" \
  -map "[out]" -t $D -c:v ffv1 "$TMP/raw.mkv"

mkdir -p "$OUT"
# WebM (VP9), the main source
ffmpeg -hide_banner -loglevel error -y -i "$TMP/raw.mkv" -an -c:v libvpx-vp9 -b:v 0 -crf 24 \
  -deadline good -cpu-used 2 -row-mt 1 -g 96 -pix_fmt yuv420p "$OUT/login-bg.webm"
# MP4 (H.264), the fallback for browsers without VP9; moov atom first so it starts while downloading
ffmpeg -hide_banner -loglevel error -y -i "$TMP/raw.mkv" -an -c:v libx264 -crf 26 -preset slow \
  -profile:v high -pix_fmt yuv420p -g 96 -movflags +faststart "$OUT/login-bg.mp4"
# poster: the first frame
ffmpeg -hide_banner -loglevel error -y -i "$TMP/raw.mkv" -frames:v 1 -c:v libwebp -quality 95 \
  "$OUT/login-bg-poster.webp"
ls -l "$OUT"
