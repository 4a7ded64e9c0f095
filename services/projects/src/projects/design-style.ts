import type { DESIGN_STYLES } from "@atelier/contracts";
import type { DesignStyle } from "@atelier/db";

type WireDesignStyle = (typeof DESIGN_STYLES)[number];

/** The spec spells two styles with hyphens, which Prisma enums cannot: "luxury-modern" ↔ luxury_modern. */
export const toDbDesignStyle = (style: WireDesignStyle): DesignStyle => style.replace("-", "_") as DesignStyle;
export const toWireDesignStyle = (style: DesignStyle): WireDesignStyle => style.replace("_", "-") as WireDesignStyle;
