#!/usr/bin/env bash
# Installs the build-time toolchain: glslc (GL_KHR_cooperative_matrix capable), spirv-val/dis/opt, vk.xml.
# Users of the package need none of this (SPIR-V and the generated binding are committed).
#
# Prefers system tools when new enough; otherwise fetches pinned Debian 13 (trixie) packages into
# .toolchain/ (git-ignored) and runs them through trixie's own dynamic loader, since they need glibc 2.38.
# Writes .toolchain/env.sh, which exports VKTS_GLSLC, VKTS_SPIRV_VAL, VKTS_SPIRV_DIS, VKTS_SPIRV_OPT, VKTS_VK_XML.
# Idempotent: a second run with everything in place only prints the versions.
set -euo pipefail
cd "$(dirname "$0")/.."
TC=$PWD/.toolchain
# Pinned trixie versions of the tools; the C runtime they load (libc6, libstdc++6, libgcc-s1) is whatever
# trixie serves now, since the registry keeps only its latest security update.
PKGS=(
  glslc=2025.2-1 libshaderc1=2025.2-1 spirv-tools=2025.1~rc1-1 libvulkan-dev=1.4.309.0-1
  spirv-headers=1.6.1+1.4.309.0-1 libc6/trixie libstdc++6/trixie libgcc-s1/trixie
)
mkdir -p "$TC"
log() { echo "toolchain: $*" >&2; }

fetch_trixie() {
  # apt cleans unknown files out of its lists folder, so the sources file lives in a folder of its own
  local lists src; lists=$(mktemp -d); src=$(mktemp -d); mkdir -p "$lists/partial"
  local host; host=$(awk '/^URIs:/ {print $2; exit}' /etc/apt/sources.list.d/debian.sources 2>/dev/null || true)
  [ -n "$host" ] || host=http://deb.debian.org/debian
  echo "deb $host trixie main" > "$src/sources.list"
  local o="-oDir::State::Lists=$lists -oDir::Etc::SourceList=$src/sources.list -oDir::Etc::SourceParts=/nonexistent -oAPT::Architecture=amd64"
  log "fetching pinned Debian 13 packages from $host: ${PKGS[*]}"
  apt-get $o update -qq 2>&1 | grep -v unsandboxed || true
  mkdir -p "$TC/debs" && (cd "$TC/debs" && apt-get $o download -qq "${PKGS[@]}")
  rm -rf "$TC/root" && mkdir -p "$TC/root"
  for f in "$TC"/debs/*.deb; do dpkg -x "$f" "$TC/root"; done
  rm -rf "$lists" "$src"
}

glslc_ok() { # system glslc new enough: knows GL_KHR_cooperative_matrix
  command -v glslc >/dev/null && command -v spirv-val >/dev/null || return 1
  local t; t=$(mktemp -d)
  printf '#version 450\n#extension GL_KHR_cooperative_matrix : require\n#extension GL_KHR_memory_scope_semantics : require\n#extension GL_EXT_shader_explicit_arithmetic_types_float16 : require\nlayout(local_size_x=32) in;\nvoid main(){ coopmat<float16_t, gl_ScopeSubgroup, 16, 16, gl_MatrixUseA> a; }\n' > "$t/t.comp"
  glslc --target-env=vulkan1.3 "$t/t.comp" -o "$t/t.spv" 2>/dev/null; local rc=$?; rm -rf "$t"; return $rc
}
vkxml_ok() { # a system vk.xml of exactly the pinned 1.4.309 (the generated binding is checked against it)
  local x=/usr/share/vulkan/registry/vk.xml; [ -f "$x" ] || return 1
  local v; v=$(grep -oE 'VK_HEADER_VERSION</name> [0-9]+' "$x" | awk '{print $2}'); grep -q 'VK_API_VERSION_1_4' "$x" && [ "${v:-0}" = 309 ]
}

R=$TC/root/usr; LD="$R/lib/x86_64-linux-gnu/ld-linux-x86-64.so.2"
need_fetch=0
if glslc_ok; then GLSLC=$(command -v glslc); VAL=$(command -v spirv-val); DIS=$(command -v spirv-dis); OPT=$(command -v spirv-opt)
else need_fetch=1; fi
if vkxml_ok; then VKXML=/usr/share/vulkan/registry/vk.xml; else need_fetch=1; fi
if [ $need_fetch = 1 ] && [ ! -x "$R/bin/glslc" ]; then fetch_trixie; fi

# Wrappers that start trixie binaries through trixie's loader.
wrap() { # name binary
  cat > "$TC/bin/$1" <<W
#!/bin/sh
exec "$LD" --library-path "$R/lib/x86_64-linux-gnu" "$R/bin/$2" "\$@"
W
  chmod +x "$TC/bin/$1"
}
if [ -x "$R/bin/glslc" ]; then
  mkdir -p "$TC/bin"; for t in glslc spirv-val spirv-dis spirv-opt; do wrap $t $t; done
  GLSLC=${GLSLC:-$TC/bin/glslc}; VAL=${VAL:-$TC/bin/spirv-val}; DIS=${DIS:-$TC/bin/spirv-dis}; OPT=${OPT:-$TC/bin/spirv-opt}
  VKXML=${VKXML:-$R/share/vulkan/registry/vk.xml}
fi
GRAMMAR=$R/include/spirv/unified1/spirv.core.grammar.json
[ -f "$GRAMMAR" ] || GRAMMAR=/usr/include/spirv/unified1/spirv.core.grammar.json
cat > "$TC/env.sh" <<E
export VKTS_GLSLC="$GLSLC" VKTS_SPIRV_VAL="$VAL" VKTS_SPIRV_DIS="$DIS" VKTS_SPIRV_OPT="$OPT"
export VKTS_VK_XML="$VKXML" VKTS_SPIRV_GRAMMAR="$GRAMMAR"
E
log "glslc:     $GLSLC ($("$GLSLC" --version | head -1))"
log "spirv-val: $VAL ($("$VAL" --version | head -1))"
log "vk.xml:    $VKXML (header version $(grep -oE 'VK_HEADER_VERSION</name> [0-9]+' "$VKXML" | awk '{print $2}'))"
log "grammar:   $GRAMMAR"
log "source $TC/env.sh to use them"
