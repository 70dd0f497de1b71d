#!/bin/sh
# The Slurm recipe of docs/performance.md ("As a Slurm job array") run for real, on a one-node
# Slurm that this script starts (munged, slurmctld and slurmd on localhost) and stops again:
#   1. the recipe's script, taken from the docs with 14 queens (the quadrant join) in 4 shards,
#      submitted as a job array; the recipe's `queens merge` of the 4 shard files must equal
#      the unsharded count;
#   2. shard 3 run again (`sbatch --array=3`, as the docs say) as a long shard, cancelled by
#      scancel while it runs: the merge must be refused, naming the missing shard 3/4.
#   slurm_test.sh QUEENS DOCS_PERFORMANCE_MD WORK_DIR
# Everything it writes (slurm.conf, munge key and socket, state, spool, logs, pid files, shards)
# is under WORK_DIR. Exits 77 (skipped) where Slurm cannot start: not root, or slurm-wlm / munge
# not installed (tools/install-deps installs them).
set -eu
queens=$1 docs=$2 work=$3
n=14 shards=4

skip() { echo "SKIPPED: $*"; exit 77; }
[ "$(id -u)" -eq 0 ] || skip "a one-node Slurm needs root to start slurmd (running as uid $(id -u))"
for tool in munged mungekey munge slurmctld slurmd sbatch squeue scancel scontrol sinfo; do
    command -v "$tool" >/dev/null 2>&1 ||
        skip "$tool not found: Debian's slurm-wlm and munge are not installed (tools/install-deps)"
done

# --- Daemons: started in the background, stopped on any exit ---------------------------------

# Whether PID is NAME and still runs (not a zombie): is_running PID NAME.
is_running() {
    [ -r "/proc/$1/stat" ] || return 1
    [ "$(cat "/proc/$1/comm" 2>/dev/null)" = "$2" ] || return 1
    [ "$(cut -d' ' -f3 "/proc/$1/stat" 2>/dev/null)" != Z ]
}

# Stops the daemons whose pid files are in WORK_DIR (this run's, or a killed earlier run's).
stop_daemons() {
    for daemon in slurmd slurmctld munged; do
        pidfile=$work/run/$daemon.pid
        [ -f "$pidfile" ] || continue
        pid=$(cat "$pidfile")
        if is_running "$pid" "$daemon"; then
            kill "$pid" 2>/dev/null || true
            tries=0
            while is_running "$pid" "$daemon" && [ "$tries" -lt 50 ]; do sleep 0.1; tries=$((tries + 1)); done
            if is_running "$pid" "$daemon"; then
                echo "slurm_test: $daemon (pid $pid) ignored SIGTERM for 5 s: killed"
                kill -KILL "$pid" 2>/dev/null || true
            fi
        fi
        rm -f "$pidfile"
    done
}

# What a run killed outright (SIGKILL: ctest's TIMEOUT) leaves behind once its daemons are gone:
# the slurmstepd of a job that was running (slurmd started it, it outlives slurmd and keeps
# calling it) and the job's own processes (they run in WORK_DIR/jobs).
stop_strays() {
    grep -lx slurmstepd /proc/[0-9]*/comm 2>/dev/null | while read -r comm; do
        pid=${comm#/proc/}
        pid=${pid%/comm}
        if tr '\0' '\n' <"/proc/$pid/environ" 2>/dev/null | grep -qxF "SLURM_CONF=$work/slurm.conf"; then
            echo "slurm_test: stopping slurmstepd (pid $pid) of an earlier run"
            kill -KILL "$pid" 2>/dev/null || true
        fi
    done
    find /proc -mindepth 2 -maxdepth 2 -name cwd -lname "$work/jobs" 2>/dev/null | while read -r cwd; do
        pid=${cwd#/proc/}
        pid=${pid%/cwd}
        echo "slurm_test: stopping $(cat "/proc/$pid/comm" 2>/dev/null) (pid $pid), a job of an earlier run"
        kill -KILL "$pid" 2>/dev/null || true
    done
}

jobs=""
cleanup() {
    status=$?
    trap - EXIT INT TERM HUP
    # A job still running would outlive slurmd (its slurmstepd is on its own): cancel it first.
    if [ -n "$jobs" ] && is_running "$(cat "$work/run/slurmctld.pid" 2>/dev/null)" slurmctld &&
        [ -n "$(squeue -h -j "$jobs" 2>/dev/null)" ]; then
        # shellcheck disable=SC2046
        scancel $(echo "$jobs" | tr , ' ') 2>/dev/null || true
        wait_for 10 "jobs $jobs to end" no_jobs_left || true
    fi
    stop_daemons
    exit "$status"
}

# The daemons' logs (their standard error only where they wrote no log) and the jobs' output.
show_logs() {
    for log in "$work"/log/* "$work"/jobs/slurm-*.out; do
        [ -s "$log" ] || continue
        case $log in *.err) [ -s "${log%.err}.log" ] && continue ;; esac
        echo "--- ${log#"$work"/} (last 15 lines)"
        tail -n 15 "$log"
    done
}
fail() { echo "FAILED: $*"; show_logs; exit 1; }

# Polls CONDITION (a command) every 0.1 s for at most SECONDS: wait_for SECONDS WHAT CONDITION...
wait_for() {
    limit=$(($1 * 10)) what=$2
    shift 2
    tries=0
    until "$@"; do
        tries=$((tries + 1))
        [ "$tries" -lt "$limit" ] || { echo "slurm_test: gave up waiting for $what after $((limit / 10)) s"; return 1; }
        sleep 0.1
    done
}

[ -x "$queens" ] || fail "no queens program at $queens"
[ -f "$docs" ] || fail "no $docs"
mkdir -p "$work"
work=$(cd "$work" && pwd)
if [ -f "$work/slurm.conf" ]; then  # an earlier run's, maybe killed before its cleanup
    stop_daemons
    stop_strays
fi
trap cleanup EXIT
trap 'exit 129' HUP
trap 'exit 130' INT
trap 'exit 143' TERM
rm -rf "$work" && mkdir -p "$work/run" "$work/log" "$work/state" "$work/spool" "$work/jobs" "$work/munge"
# munged wants its socket's directory searchable by all, and its key readable by root only.
chmod 711 "$work/run"
chmod 700 "$work/munge"
socket=$work/run/munge.socket
[ "${#socket}" -lt 100 ] || fail "the munge socket's path $socket is too long for a Unix socket"

# Starts a daemon in the foreground of a background job, so $! is the daemon, and writes its pid
# file at once (the daemon writes the same one later): in_background NAME COMMAND...
# Daemons die with this script even when it is killed outright (ctest's TIMEOUT): setpriv
# --pdeathsig, which execs the daemon.
in_background() {
    name=$1
    shift
    if command -v setpriv >/dev/null 2>&1; then
        setpriv --pdeathsig TERM "$@" &
    else
        "$@" &
    fi
    echo "$!" >"$work/run/$name.pid"
}

# Two free TCP ports next to each other, away from Slurm's 6817/6818: a system Slurm, or a
# second copy of this test, keeps its own.
port=26817
if command -v ss >/dev/null 2>&1; then
    while ss -Htan | awk '{print $4}' | grep -Eq ":($port|$((port + 1)))\$"; do
        port=$((port + 2))
        [ "$port" -lt 26917 ] || fail "no two free ports from 26817 to 26917"
    done
fi

mungekey --create --keyfile="$work/munge/munge.key" --bits=1024
in_background munged munged --foreground --force --socket="$socket" --key-file="$work/munge/munge.key" \
    --pid-file="$work/run/munged.pid" --log-file="$work/log/munged.log" \
    --seed-file="$work/munge/munged.seed" >"$work/log/munged.err" 2>&1
munge_works() { munge -n -S "$socket" 2>/dev/null | unmunge -S "$socket" >/dev/null 2>&1; }
wait_for 10 "munged to answer on $socket" munge_works || fail "munged did not start"

export SLURM_CONF="$work/slurm.conf"
cat >"$SLURM_CONF" <<EOF
# A one-node Slurm for tests/slurm/slurm_test.sh: everything under $work.
ClusterName=queens-test
SlurmctldHost=localhost
SlurmctldPort=$port
SlurmdPort=$((port + 1))
SlurmUser=root
SlurmdUser=root
AuthType=auth/munge
AuthInfo=socket=$socket
CredType=cred/munge
StateSaveLocation=$work/state
SlurmdSpoolDir=$work/spool
SlurmctldPidFile=$work/run/slurmctld.pid
SlurmdPidFile=$work/run/slurmd.pid
SlurmctldLogFile=$work/log/slurmctld.log
SlurmdLogFile=$work/log/slurmd.log
SchedulerType=sched/builtin
SchedulerParameters=batch_sched_delay=0,sched_min_interval=0
SelectType=select/cons_tres
SelectTypeParameters=CR_CPU
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
JobCompType=jobcomp/none
MpiDefault=none
ReturnToService=2
SlurmdParameters=config_overrides
MailProg=/bin/true
KillWait=5
NodeName=localhost CPUs=$(nproc) RealMemory=100 State=UNKNOWN
PartitionName=queens Nodes=localhost Default=YES MaxTime=INFINITE State=UP
EOF
in_background slurmctld slurmctld -D -i -f "$SLURM_CONF" >"$work/log/slurmctld.err" 2>&1
in_background slurmd slurmd -D -N localhost -f "$SLURM_CONF" >"$work/log/slurmd.err" 2>&1
node_idle() { [ "$(sinfo -h -n localhost -o %t 2>/dev/null)" = idle ]; }
wait_for 15 "the node localhost to be idle" node_idle || fail "Slurm did not start"
echo "slurm_test: one-node Slurm up on ports $port and $((port + 1)), $(nproc) CPUs"

# --- 1. The recipe, 14 queens in 4 shards -------------------------------------------------------

# The docs' two blocks after "As a Slurm job array": the job script, then the merge.
cd "$work/jobs"
awk '/^As a Slurm job array/ { on = 1 }
     on && /^```/ { if (inside) { block++; inside = 0; if (block == 2) exit } else inside = 1; next }
     on && inside { print > (block == 0 ? "count.sh" : "merge.sh") }' "$docs"
{ [ -s count.sh ] && [ -s merge.sh ]; } || fail "no job script and merge after 'As a Slurm job array' in $docs"
# The recipe counts 18 queens in 16 shards of 8 CPUs; here 14 queens (the quadrant join) in 4 shards of 1 CPU.
sed -i -e "s/queens-18/queens-$n/g" -e "s/-n 18 /-n $n /" -e "s|}/16\"|}/$shards\"|" \
    -e 's/--cpus-per-task=8/--cpus-per-task=1/' count.sh
sed -i -e "s/queens-18/queens-$n/g" merge.sh
for expected in "-n $n " "--shard \"\${SLURM_ARRAY_TASK_ID}/$shards\"" "--cpus-per-task=1" "--json" \
    "--log-every " "-o \"shard-\${SLURM_ARRAY_TASK_ID}.json\""; do
    grep -qF -e "$expected" count.sh ||
        fail "the recipe in $docs changed (no '$expected' after adapting it): update this test. It reads:
$(cat count.sh)"
done
grep -qF "queens merge --json shard-*.json > queens-$n.json" merge.sh ||
    fail "the recipe's merge in $docs changed: update this test. It reads: $(cat merge.sh)"
echo "slurm_test: the recipe's job script, adapted:"
sed 's/^/    /' count.sh

# The jobs find the queens under test on the PATH (sbatch passes the environment on).
bin=$(cd "$(dirname "$queens")" && pwd)
PATH=$bin:$PATH
export PATH
[ "$(command -v queens)" = "$bin/queens" ] ||
    fail "the recipe calls 'queens': $queens is not the queens found on the PATH"

# $jobs: the job ids submitted, comma separated (squeue -j).
no_jobs_left() { [ -z "$(squeue -h -j "$jobs" 2>/dev/null)" ]; }
job_state() { scontrol -o show job "$1" | sed -n 's/.*JobState=\([A-Z_]*\).*/\1/p'; }

start=$(date +%s)
array=$(sbatch --parsable --array="1-$shards" count.sh) || fail "sbatch refused the job array"
jobs=$array
wait_for 20 "job array $array to finish" no_jobs_left || fail "the job array did not finish"
states=$(job_state "$array" | sort | uniq -c | awk '{ printf " %s %s", $1, $2 }')
echo "slurm_test: job array $array done in $(($(date +%s) - start)) s:$states"
[ "$(job_state "$array" | grep -vc '^COMPLETED$')" -eq 0 ] || fail "not every shard completed:$states"
for i in $(seq "$shards"); do
    [ -s "shard-$i.json" ] || fail "shard $i/$shards wrote no shard-$i.json"
done

sh ./merge.sh 2>merge.err || fail "queens merge refused the $shards shards: $(cat merge.err)"
merged=$(grep -o '"solutions":[0-9]*' "queens-$n.json") || fail "no solutions in queens-$n.json"
whole=$(queens count -n "$n" --json --quiet | grep -o '"solutions":[0-9]*')
echo "slurm_test: n=$n: unsharded $whole, $shards shards merged $merged"
[ "$merged" = "$whole" ] || fail "the merged shards differ from the unsharded count"
[ "$merged" = '"solutions":365596' ] || fail "14 queens have 365596 solutions, not $merged"
grep -q '"engine":"quadrants"' "queens-$n.json" || fail "14 queens are counted by the quadrant join"

# --- 2. A long shard cancelled by scancel -------------------------------------------------------

# Shard 3 run again, as the docs say for a failed shard, but long: the sleep stands for hours of
# counting on a busy node. scancel ends it while it runs; no shard-3.json may appear. (`|| exit`:
# Slurm signals the job's processes one by one, so the shell, woken by its sleep's end before its
# own signal comes, could start a count that no signal reaches, which ends in a second: once in
# many loaded runs it wrote shard-3.json.)
rm "shard-3.json"
sed '/^queens count/i sleep 60 || exit 1' count.sh >long.sh
grep -q '^sleep 60 || exit 1$' long.sh || fail "could not make a long job script from count.sh"
long=$(sbatch --parsable --array=3 long.sh) || fail "sbatch refused the long shard"
jobs=$array,$long
# Running: Slurm says so, and the job's slurmstepd has opened its output.
long_running() { [ "$(job_state "$long")" = RUNNING ] && [ -e "slurm-${long}_3.out" ]; }
wait_for 10 "the long shard $long to run" long_running || fail "the long shard did not start"
scancel "$long"
wait_for 10 "the cancelled shard to end" no_jobs_left || fail "the cancelled shard did not end"
[ "$(job_state "$long")" = CANCELLED ] || fail "the long shard ended $(job_state "$long"), not CANCELLED"
[ ! -e "shard-3.json" ] || fail "the cancelled shard wrote shard-3.json"
echo "slurm_test: shard 3/$shards (job $long) cancelled while running"

if sh ./merge.sh 2>merge.err; then
    fail "queens merge accepted shards 1, 2 and 4 of $shards: $(cat "queens-$n.json")"
fi
grep -qF "shards missing: 3/$shards;" merge.err ||
    fail "the refusal does not name the missing shard 3/$shards: $(cat merge.err)"
echo "slurm_test: merge refused: $(cat merge.err)"
echo "slurm_test: passed in $(($(date +%s) - start)) s of jobs"
