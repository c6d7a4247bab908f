#!/bin/sh
# The daily rebuild (deploy/README.md, docs/decisions/028): builds the deployed commit for today in a second
# checkout, then swaps it in and reloads nginx. A failed build changes nothing that is served.
set -eu
SITE="${SITE:-/srv/toshvil}"
NEXT="$SITE.next"
rm -rf "$NEXT"
git -C "$SITE" worktree prune
git -C "$SITE" worktree add --detach "$NEXT" HEAD
cd "$NEXT"
npm ci --no-audit --no-fund
npm run build
# nginx includes $SITE/build/nginx/*.conf (deploy/nginx's @BUILD@): after the swap, a reload serves the new pages
# with their own policies.
rm -rf "$SITE/build.previous"
mv "$SITE/build" "$SITE/build.previous"
mv "$NEXT/build" "$SITE/build"
nginx -t && nginx -s reload
git -C "$SITE" worktree remove --force "$NEXT"
