#!/bin/sh
# Writes the shell's remotes.json from REMOTE_*_URL (only in the shell's container).
set -eu
[ "${APP}" = "shell" ] || exit 0
cat > /srv/shell/remotes.json <<JSON
{
  "mfe_feeds": "${REMOTE_MFE_FEEDS_URL}",
  "mfe_posts": "${REMOTE_MFE_POSTS_URL}",
  "mfe_analytics": "${REMOTE_MFE_ANALYTICS_URL}",
  "mfe_trend": "${REMOTE_MFE_TREND_URL}"
}
JSON
