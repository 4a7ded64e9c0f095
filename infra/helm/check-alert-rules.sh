#!/usr/bin/env bash
# The "Checking the alert rules" step of `make test`: the chart's rules parse, and promtool's tests of them pass
# (atelier/files/alerts.test.yaml: each alert fires on the series that should raise it, and not on healthy ones).
set -euo pipefail
cd "$(dirname "$0")/atelier/files"
promtool check rules alerts.yaml
promtool test rules alerts.test.yaml
