import type { HouseDetails } from "@atelier/contracts";
import { DetailList } from "@/components/detail-list";
import { humanize } from "@/lib/labels";

const yesNo = (value: boolean) => (value ? "Yes" : "No");

function garageText({ hasGarage, garageSpaces }: Pick<HouseDetails, "hasGarage" | "garageSpaces">): string {
  if (!hasGarage) return "No";
  if (garageSpaces === null) return "Yes";
  return `Yes, ${garageSpaces} ${garageSpaces === 1 ? "space" : "spaces"}`;
}
/** Areas are in square metres, whatever the spec's field names say (totalSquareFootage). */
const squareMetres = (area: number | null) => (area === null ? null : `${area} m²`);
const enumText = (value: string | null) => (value === null ? null : humanize(value));

export function HouseDetailsView({ details }: { details: HouseDetails }) {
  return (
    <DetailList
      entries={[
        ["Address", details.address],
        ["Property Type", enumText(details.propertyType)],
        ["Architectural Style", enumText(details.architecturalStyle)],
        ["Year Built", details.yearBuilt],
        ["Total Floor Area", squareMetres(details.totalSquareFootage)],
        ["Bedrooms", details.numberOfBedrooms],
        ["Bathrooms", details.numberOfBathrooms],
        ["Floors", details.numberOfFloors],
        ["Lot Size", squareMetres(details.lotSize)],
        ["Garage", garageText(details)],
        ["Pool", yesNo(details.hasPool)],
        ["Garden", yesNo(details.hasGarden)],
        ["Design Style", enumText(details.designStyle)],
        ["Colour Preferences", details.colorPreferences],
        ["Special Features", details.specialFeatures],
        ["Accessibility Requirements", details.accessibilityRequirements],
        ["Special Requirements", details.specialRequirements],
      ]}
    />
  );
}
