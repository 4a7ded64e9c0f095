export const PRODUCT_NAME = "Atelier";
export const PRODUCT_TAGLINE = "Luxury Interior Design Management Platform";
