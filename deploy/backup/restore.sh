#!/bin/sh
# Restores a backup dump into an empty database with nothing writing meanwhile, then gives every
# Deployment of the release back the replicas it had: autoscaled ones (edge, chat) what their
# HorizontalPodAutoscaler had set, the notifier its one, the gRPC services theirs.
#
#   RESTORE_URL=postgres://… deploy/backup/restore.sh <namespace> <release> <dump file>
#
# The replicas are written to a state file first (REPLICAS_FILE, default
# ./kindred-replicas-<namespace>-<release>.txt); a run that stops half-way is run again and scales
# back from that file, not from the zeros it left. docs/operations.md, "Restore".
set -eu
[ $# -eq 3 ] || { echo "usage: RESTORE_URL=postgres://… $0 <namespace> <release> <dump file>" >&2; exit 2; }
: "${RESTORE_URL:?RESTORE_URL is the empty database to restore into}"
namespace=$1 release=$2 dump=$3
test -r "$dump" || { echo "cannot read $dump" >&2; exit 2; }
selector="app.kubernetes.io/instance=${release},app.kubernetes.io/part-of=kindred"
state="${REPLICAS_FILE:-./kindred-replicas-${namespace}-${release}.txt}"
k() { kubectl --namespace "$namespace" "$@"; }

if [ ! -s "$state" ]; then
  k get deployments -l "$selector" \
    -o jsonpath='{range .items[*]}{.metadata.name}{" "}{.spec.replicas}{"\n"}{end}' >"$state.partial"
  test -s "$state.partial" || { echo "no Deployment matches $selector in $namespace" >&2; exit 1; }
  mv "$state.partial" "$state"
fi
echo "replicas before the restore (kept in $state):"
cat "$state"

# At 0 replicas a HorizontalPodAutoscaler stops scaling its Deployment, so nothing undoes this.
k scale deployments -l "$selector" --replicas=0
# Wait until no pod of a Deployment (one a ReplicaSet owns) runs: the stores' pods are left alone.
while [ -n "$(k get pods -l "$selector" -o jsonpath='{.items[*].metadata.ownerReferences[?(@.kind=="ReplicaSet")].name}')" ]; do
  sleep 2
done

pg_restore --no-owner --no-privileges --exit-on-error --dbname "$RESTORE_URL" "$dump"

while read -r name replicas; do
  k scale deployment "$name" --replicas="$replicas"
done <"$state"
rm -f "$state"
echo "restored $dump; every Deployment is back at its replicas"
