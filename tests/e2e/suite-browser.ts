import type { LaunchOptions } from "@playwright/test";

/**
 * Playwright turns Chromium features that get in a test's way off with one --disable-features; a second one replaces
 * it rather than adding to it, so Playwright's list (playwright-core's chromiumSwitches, but for Windows' and Edge's)
 * is repeated here, with the address bar's WebUI popups: Chromium 156 preloads them in a renderer of their own for
 * every page, about 40 s of CPU across the run for a bar a headless browser never shows.
 */
const DISABLED_FEATURES = [
  ...["AvoidUnnecessaryBeforeUnloadCheckSync", "DestroyProfileOnBrowserClose", "HttpsUpgrades", "HttpsFirstBalancedModeAutoEnable", "LensOverlay"],
  ...["MediaRouter", "PaintHolding", "ThirdPartyStoragePartitioning", "AvoidCorsURLLoaderRestartOnRedirect", "OptimizationHints"],
  ...["NetworkTimeServiceQuerying", "AimEnabled", "PreconnectToSearch"],
  ...["WebUIOmniboxPopup", "WebUIOmniboxAimPopup"],
];

/**
 * Debian's Chromium as the suite launches it, with `extraArgs` after the suite's own: its headless shell (package
 * chromium-headless-shell), the same Blink and V8 without the browser's own UI, as Playwright's own headless runs
 * use. Across the same two journeys it took a quarter less of the cores than the whole browser in --headless
 * (79 s against 104 s of CPU).
 */
export function suiteBrowser(extraArgs: readonly string[] = []): LaunchOptions {
  return {
    executablePath: "/usr/bin/chromium-headless-shell",
    args: [
      ...["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking"],
      ...["--disable-component-update", "--disable-sync", `--disable-features=${DISABLED_FEATURES.join(",")}`],
      ...extraArgs,
    ],
  };
}
