import {
  ARCHITECTURAL_STYLES,
  DESIGN_STYLES,
  PROPERTY_TYPES,
  updateProjectRequestSchema,
  type HouseDetails,
  type Project,
} from "@atelier/contracts";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useWatch } from "react-hook-form";
import { CheckboxField, FormField, SelectField, TextareaField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { useUpdateHouseDetailsMutation } from "@/features/projects/queries/use-project-mutations";
import { bindField, emptyToNull } from "@/lib/field-binding";
import { applyServerFieldErrors } from "@/lib/form-errors";
import { optionsOf } from "@/lib/labels";

const NOT_SPECIFIED = "Not specified";
function draftOf(project: Project): HouseDetails {
  return {
    address: project.address,
    propertyType: project.propertyType,
    architecturalStyle: project.architecturalStyle,
    designStyle: project.designStyle,
    yearBuilt: project.yearBuilt,
    totalSquareFootage: project.totalSquareFootage,
    numberOfBedrooms: project.numberOfBedrooms,
    numberOfBathrooms: project.numberOfBathrooms,
    numberOfFloors: project.numberOfFloors,
    lotSize: project.lotSize,
    hasGarage: project.hasGarage,
    garageSpaces: project.garageSpaces,
    hasPool: project.hasPool,
    hasGarden: project.hasGarden,
    specialFeatures: project.specialFeatures,
    accessibilityRequirements: project.accessibilityRequirements,
    colorPreferences: project.colorPreferences,
    specialRequirements: project.specialRequirements,
  };
}

interface HouseDetailsFormProps {
  project: Project;
  /** Leaves edit mode: after a successful save, or on Cancel (the draft is dropped with the form). */
  onDone: () => void;
}

export function HouseDetailsForm({ project, onDone }: HouseDetailsFormProps) {
  const form = useForm({ resolver: zodResolver(updateProjectRequestSchema), defaultValues: draftOf(project) });
  const update = useUpdateHouseDetailsMutation(project.id);
  const hasGarage = useWatch({ control: form.control, name: "hasGarage" });
  const register = form.register;

  const submit = form.handleSubmit((details) =>
    update.mutate(
      // Spaces belong to a garage: without one, none are kept.
      { ...details, garageSpaces: details.hasGarage ? details.garageSpaces : null },
      { onSuccess: onDone, onError: (error) => applyServerFieldErrors(form, error) },
    ),
  );

  return (
    <form onSubmit={submit} noValidate className="grid gap-6">
      <FormField label="Address" autoComplete="street-address" {...bindField(form, "address")} />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          label="Property Type"
          options={optionsOf(PROPERTY_TYPES)}
          emptyOption={NOT_SPECIFIED}
          {...bindField(form, "propertyType", { setValueAs: emptyToNull })}
        />
        <SelectField
          label="Architectural Style"
          options={optionsOf(ARCHITECTURAL_STYLES)}
          emptyOption={NOT_SPECIFIED}
          {...bindField(form, "architecturalStyle", { setValueAs: emptyToNull })}
        />
        <FormField
          label="Year Built"
          type="number"
          min={1800}
          max={new Date().getFullYear()}
          step={1}
          {...bindField(form, "yearBuilt")}
        />
        <FormField
          label="Total Floor Area (m²)"
          type="number"
          min={0}
          step={0.1}
          {...bindField(form, "totalSquareFootage")}
        />
        <FormField label="Bedrooms" type="number" min={0} step={1} {...bindField(form, "numberOfBedrooms")} />
        <FormField
          label="Bathrooms"
          type="number"
          min={0}
          step={0.5}
          {...bindField(form, "numberOfBathrooms")}
        />
        <FormField
          label="Floors"
          type="number"
          min={1}
          step={1}
          placeholder="1"
          {...bindField(form, "numberOfFloors")}
        />
        <FormField label="Lot Size (m²)" type="number" min={0} step={0.1} {...bindField(form, "lotSize")} />
      </div>

      <fieldset className="grid gap-4">
        <legend className="mb-3 text-sm font-medium">Amenities</legend>
        <div className="flex flex-wrap gap-x-8 gap-y-3">
          <CheckboxField label="Has Garage" {...register("hasGarage")} />
          <CheckboxField label="Has Pool" {...register("hasPool")} />
          <CheckboxField label="Has Garden" {...register("hasGarden")} />
        </div>
        {hasGarage && (
          <FormField
            label="Garage Spaces"
            type="number"
            min={0}
            step={1}
            className="sm:max-w-48"
            {...bindField(form, "garageSpaces")}
          />
        )}
      </fieldset>

      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          label="Design Style"
          options={optionsOf(DESIGN_STYLES)}
          emptyOption={NOT_SPECIFIED}
          {...bindField(form, "designStyle", { setValueAs: emptyToNull })}
        />
        <TextareaField label="Colour Preferences" {...bindField(form, "colorPreferences")} />
        <TextareaField label="Special Features" {...bindField(form, "specialFeatures")} />
        <TextareaField
          label="Accessibility Requirements"
          {...bindField(form, "accessibilityRequirements")}
        />
        <div className="sm:col-span-2">
          <TextareaField label="Special Requirements" {...bindField(form, "specialRequirements")} />
        </div>
      </div>

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? "Saving..." : "Save"}
        </Button>
      </div>
    </form>
  );
}
