# docs/images/growth.svg: the time to count every solution against the board's size N.
# Drawn by docs/growth.py (run by docs/update.py), which defines the data blocks from
# docs/data/growth-*.tsv before this script: one block per line, "N seconds" a line, and
# writes the SVG to standard output. Change the look here; the figures live in the data.
#
# Made for a projector and for GitHub's page alike: white background, large labels, and lines
# told apart without colour too (each its own point type and dash pattern; colours from the
# Okabe-Ito palette, which colour-blind readers can tell apart).

set terminal svg size 1000,760 font "DejaVu Sans,20" linewidth 1.5 background "#ffffff" noenhanced
set encoding utf8

set title "Counting every solution: time against the board's size N" font ",24"
set xlabel "N (queens on an N x N board)"
set ylabel "time to count every solution (log scale)"
set logscale y 10
set xrange [7.5:20.5]
set yrange [3e-5:3e11]
set xtics 1 nomirror
set ytics nomirror ("0.1 ms" 1e-4, "1 ms" 1e-3, "10 ms" 1e-2, "0.1 s" 1e-1, "1 s" 1, \
                    "10 s" 10, "1 min" 60, "10 min" 600, "1 h" 3600, "1 day" 86400)
set grid xtics ytics lc rgb "#d0d0d0" lw 1 dt 1
set border 3 lw 1.5
# The key in the top left corner, above the lines (the y range leaves it room).
set key top left Left reverse box samplen 3 spacing 1.05 font ",16" width -2

# One style per line: colour, point type, dash pattern all differ.
set style line 1 lc rgb "#000000" lw 2.5 pt 5  ps 1.3 dt 1              # Somers
set style line 2 lc rgb "#d55e00" lw 2.5 pt 9  ps 1.5 dt (12,6)         # verbatim Budd
set style line 3 lc rgb "#cc79a7" lw 2.5 pt 4  ps 1.3 dt (3,5)          # canonical
set style line 4 lc rgb "#009e73" lw 2.5 pt 6  ps 1.3 dt (12,5,3,5)     # halved
set style line 5 lc rgb "#56b4e9" lw 2.5 pt 13 ps 1.5 dt (6,4)          # fast_queen
set style line 6 lc rgb "#e69f00" lw 3   pt 11 ps 1.6 dt (2,3)          # NQueensFAF
set style line 7 lc rgb "#0072b2" lw 3.5 pt 7  ps 1.4 dt 1              # queens count
set style line 8 lc rgb "#0072b2" lw 2.5 pt 8  ps 1.6 dt (16,5,3,5,3,5) # queens count, 2 thr.
set style line 9 lc rgb "#999999" lw 3   pt 3  ps 1.6 dt (8,4)          # tuned quadrant join
set style line 10 lc rgb "#009e73" lw 4   pt 15 ps 1.6 dt 1             # quadrant engine

plot \
  keyentry title "The benchmark's run (one program), N = 8..16:", \
  $somers     using 1:2 w lp ls 1 title "Somers' bitmask solver (baseline)", \
  $verbatim   using 1:2 w lp ls 2 title "Budd's Ruby, transcribed verbatim (baseline)", \
  $canonical  using 1:2 w lp ls 3 title "canonical queen, board.count()", \
  $halved     using 1:2 w lp ls 4 title "canonical queen, halved, 1 thread", \
  $fast       using 1:2 w lp ls 5 title "fast_queen, 8-fold, 1 thread", \
  keyentry title "Whole processes, CPU seconds, N = 16..20:", \
  $nqueensfaf using 1:2 w lp ls 6 title "NQueensFAF's method (baseline), 1 thread", \
  $queens     using 1:2 w lp ls 7 title "queens count, 1 thread, constellations", \
  $count      using 1:2 w lp ls 8 title "queens count, an earlier engine (19, 20: 2 threads)", \
  $tuned      using 1:2 w lp ls 9 title "the quadrant join, Kluev's tuned program (baseline)", \
  $quadrants  using 1:2 w lp ls 10 title "queens count, 1 thread, the quadrant engine"
