import type { TFunction } from "i18next";

/** MapLibre's own control labels (zoom buttons, attribution, gesture hints) in the page's language. */
export function mapUiStrings(t: TFunction): Record<string, string> {
  return {
    "AttributionControl.ToggleAttribution": t("map.ui.toggle_attribution"),
    "Map.Title": t("map.ui.map"),
    "Marker.Title": t("map.ui.marker"),
    "NavigationControl.ResetBearing": t("map.ui.reset_bearing"),
    "NavigationControl.ZoomIn": t("map.ui.zoom_in"),
    "NavigationControl.ZoomOut": t("map.ui.zoom_out"),
    "CooperativeGesturesHandler.WindowsHelpText": t("map.ui.ctrl_scroll"),
    "CooperativeGesturesHandler.MacHelpText": t("map.ui.cmd_scroll"),
    "CooperativeGesturesHandler.MobileHelpText": t("map.ui.two_fingers"),
  };
}
