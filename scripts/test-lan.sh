#!/usr/bin/env bash
# The end-to-end tests' own network: a network namespace and a veth pair, so that the table's
# sync server can serve phones at an address other than the loopback (a page served over plain
# http there is not a secure context, as on a real phone; docs/decisions/0061). Test traffic goes
# only to this network, never to the machine's own interfaces (eth0 and the like).
#
#   scripts/test-lan.sh          create it (as root; running it again changes nothing)
#   scripts/test-lan.sh check    exit 0 if it is there and up, 1 if not
#   scripts/test-lan.sh remove   take it away again
#
# The address the tests use is CASEBOOK_TEST_LAN_ADDRESS (default 10.231.76.1), the machine's
# end of the pair; the namespace's end is the next address. Both must lie in a /24 that no
# interface of the machine uses already.
set -euo pipefail

address="${CASEBOOK_TEST_LAN_ADDRESS:-10.231.76.1}"
namespace=casebook-lan
here=cbk-lan0  # the machine's end (interface names: 15 characters at most)
there=cbk-lan1 # the namespace's end

if ! [[ "$address" =~ ^10\.([0-9]{1,3})\.([0-9]{1,3})\.([0-9]{1,3})$ ]] ||
  ((BASH_REMATCH[1] > 255 || BASH_REMATCH[2] > 255 || BASH_REMATCH[3] < 1 || BASH_REMATCH[3] > 253)); then
  echo "test-lan: CASEBOOK_TEST_LAN_ADDRESS must be an address in 10.0.0.0/8 ending in 1 to 253, not '$address'" >&2
  exit 2
fi
prefix="10.${BASH_REMATCH[1]}.${BASH_REMATCH[2]}"
peer="$prefix.$((BASH_REMATCH[3] + 1))"

is_up() {
  ip -4 -o addr show dev "$here" 2>/dev/null | grep -q " $address/24 " &&
    ip -o link show dev "$here" 2>/dev/null | grep -q 'state UP'
}

case "${1:-create}" in
check)
  if command -v ip >/dev/null 2>&1 && is_up; then
    echo "test-lan: $address is up on $here"
    exit 0
  fi
  echo "test-lan: $address is not up on $here" >&2
  exit 1
  ;;
remove)
  # Removing the namespace removes its end of the pair, and with it the machine's end.
  ip netns del "$namespace" 2>/dev/null || true
  ip link del "$here" 2>/dev/null || true
  echo "test-lan: removed"
  exit 0
  ;;
create)
  if [ "$(id -u)" -ne 0 ]; then
    echo "test-lan: creating the test network needs root: sudo $0" >&2
    exit 1
  fi
  if ! command -v ip >/dev/null 2>&1; then
    echo "test-lan: no 'ip' command: install iproute2 (apt-get install iproute2)" >&2
    exit 1
  fi
  ;;
*)
  echo "usage: $0 [create|check|remove]" >&2
  exit 2
  ;;
esac

# Never take over a network the machine already has: any address of this /24 on another
# interface, or a route to it through one, stops here.
if ip -4 -o addr show | grep -v " $here " | grep -q " inet $prefix\."; then
  echo "test-lan: $prefix.0/24 is already used on this machine; choose another CASEBOOK_TEST_LAN_ADDRESS" >&2
  exit 1
fi
if ip -4 route show to match "$address" | grep -v " dev $here " | grep -q "^$prefix\."; then
  echo "test-lan: $prefix.0/24 is already routed on this machine; choose another CASEBOOK_TEST_LAN_ADDRESS" >&2
  exit 1
fi

if ! ip netns list | grep -q "^$namespace\b"; then
  ip netns add "$namespace"
fi
# A machine end left without its namespace end (or anything else under that name) is replaced.
if ip link show dev "$here" >/dev/null 2>&1 && ! ip -n "$namespace" link show dev "$there" >/dev/null 2>&1; then
  ip link del "$here"
fi
if ! ip link show dev "$here" >/dev/null 2>&1; then
  ip link add "$here" type veth peer name "$there" netns "$namespace"
fi
# IPv4 only: no link-local IPv6 address for the sync server's banner to list.
no_ipv6='f=/proc/sys/net/ipv6/conf/$0/disable_ipv6; [ ! -w "$f" ] || echo 1 >"$f"'
sh -c "$no_ipv6" "$here"
ip netns exec "$namespace" sh -c "$no_ipv6" "$there"
ip addr replace "$address/24" dev "$here"
ip link set "$here" up
ip -n "$namespace" addr replace "$peer/24" dev "$there"
ip -n "$namespace" link set "$there" up
ip -n "$namespace" link set lo up

# The link reports UP once both ends are: a moment at most.
for _ in 1 2 3 4 5 6 7 8 9 10; do
  is_up && break
  sleep 0.2
done
is_up || {
  echo "test-lan: $address did not come up on $here" >&2
  exit 1
}
echo "test-lan: $address is up on $here (its other end: $peer in network namespace $namespace)"
