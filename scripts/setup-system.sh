#!/usr/bin/env bash
# Installs the system packages vkts needs on Debian 12 (bookworm): the Vulkan loader, lavapipe (Mesa's
# CPU Vulkan driver, so there is always a device), the Khronos validation layer (the test suite turns it
# on), vulkaninfo, the SPIR-V grammar, what scripts/toolchain.sh needs to unpack .deb files, and python3
# (the bench peer scripts, run by the test suite on a stub).
#
# Idempotent: packages already installed are skipped, and apt-get runs (update first) only when something
# is missing. Installing needs root; as another user with everything present it just reports and succeeds.
set -euo pipefail

PKGS=(
  libvulkan1              # the Vulkan loader (libvulkan.so.1) that src/vk opens through koffi
  mesa-vulkan-drivers     # lavapipe: a CPU Vulkan device, the default where no GPU exists
  vulkan-validationlayers # VK_LAYER_KHRONOS_validation, enabled by the test suite itself
  vulkan-tools            # vulkaninfo, for diagnosing "no device" problems
  spirv-headers           # spirv.core.grammar.json, machine-readable SPIR-V grammar
  xz-utils                # unpacks .deb data (scripts/toolchain.sh) and the GPU-machine carry
  ca-certificates         # HTTPS to the npm registry
  make                    # runs the Makefile (already present wherever `make setup` started this)
  python3                 # the bench peers (bench/peers/*.py), whose timing test/cli/peer-timing.test.ts checks
)

log() { echo "setup-system: $*"; }

installed() { dpkg -s "$1" 2>/dev/null | grep -q '^Status: install ok installed'; }

missing=()
for p in "${PKGS[@]}"; do
  if installed "$p"; then log "ok       $p (already installed)"
  else log "missing  $p"; missing+=("$p"); fi
done

if [ ${#missing[@]} -gt 0 ]; then
  if [ "$(id -u)" != 0 ]; then
    echo "setup-system: ERROR: these packages are missing and installing them needs root:" >&2
    echo "setup-system:   ${missing[*]}" >&2
    echo "setup-system: run 'sudo bash scripts/setup-system.sh' (or as root), then try again." >&2
    exit 1
  fi
  export DEBIAN_FRONTEND=noninteractive
  log "apt-get update"
  apt-get update -qq
  log "apt-get install ${missing[*]}"
  apt-get install -y -qq --no-install-recommends "${missing[@]}"
  for p in "${missing[@]}"; do
    installed "$p" || { echo "setup-system: ERROR: $p is still not installed" >&2; exit 1; }
  done
  log "installed ${#missing[@]} package(s)"
else
  log "all ${#PKGS[@]} system packages present; nothing to install"
fi

# Node.js is not installed here (the machine is expected to have Node 20 or newer); check it loudly.
if ! command -v node >/dev/null 2>&1; then
  echo "setup-system: ERROR: node not found; vkts needs Node.js 20 or newer (with npm)" >&2
  exit 1
fi
major=$(node -p 'process.versions.node.split(".")[0]')
if [ "$major" -lt 20 ]; then
  echo "setup-system: ERROR: Node.js $(node --version) found; vkts needs Node.js 20 or newer" >&2
  exit 1
fi
command -v npm >/dev/null 2>&1 || { echo "setup-system: ERROR: npm not found (it ships with Node.js)" >&2; exit 1; }
log "node $(node --version), npm $(npm --version)"

layer=/usr/share/vulkan/explicit_layer.d/VkLayer_khronos_validation.json
[ -f "$layer" ] && log "validation layer: $layer" \
  || { echo "setup-system: ERROR: $layer not found although vulkan-validationlayers is installed" >&2; exit 1; }
