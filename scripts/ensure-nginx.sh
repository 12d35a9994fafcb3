#!/usr/bin/env bash
# Installs nginx from the distribution's packages when it is missing: the ops suite
# (test/ops/cluster.ops.spec.ts) and `bench:onsale`/`bench:read -- --processes 2` put shop processes
# behind it, as deploy/nginx/ticketshop.conf does in production. Debian or Ubuntu (apt-get), as root;
# .ci/run calls it before `npm test`.
set -euo pipefail

if [ -n "${NGINX_PATH:-}" ]; then
  [ -x "$NGINX_PATH" ] && exit 0
  echo "NGINX_PATH=$NGINX_PATH is not an executable nginx" >&2
  exit 1
fi
if command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ]; then
  exit 0
fi

echo "installing nginx for the ops suite"
# The package's own service would start on port 80 with the distribution's default site; the tests run
# nginx themselves on free loopback ports, so the service is kept from starting while it installs
# (policy-rc.d, the standard hook invoke-rc.d asks), unless the machine already has such a policy.
policy=/usr/sbin/policy-rc.d
own_policy=false
if [ ! -e "$policy" ]; then
  printf '#!/bin/sh\nexit 101\n' >"$policy"
  chmod +x "$policy"
  own_policy=true
fi
cleanup() { if [ "$own_policy" = true ]; then rm -f "$policy"; fi; }
trap cleanup EXIT
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx >/dev/null
command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ]
