# Sourced by the test runners: `phase NAME COMMAND...` announces a phase, runs it, and keeps its wall time in
# ATELIER_TEST_PHASE_TIMES (exported, so run.sh's phases reach run-suites.sh); `print_phase_times` lists them.
phase() {
  local name=$1 start=$SECONDS status
  shift
  echo
  echo "== $name"
  "$@"
  status=$?
  ATELIER_TEST_PHASE_TIMES+="$(printf '%6d s  %s' $((SECONDS - start)) "$name")"$'\n'
  export ATELIER_TEST_PHASE_TIMES
  return $status
}

print_phase_times() {
  echo "Wall time of each phase:"
  printf '%s' "${ATELIER_TEST_PHASE_TIMES:-}"
}
