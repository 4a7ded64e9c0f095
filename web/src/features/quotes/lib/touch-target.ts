/** At least 44 px both ways where the pointer is a finger (WCAG 2.5.5); a mouse keeps the compact size. */
export const TOUCH_TARGET = "pointer-coarse:min-h-11 pointer-coarse:min-w-11";
