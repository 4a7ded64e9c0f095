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
import { applyServerFieldErrors } from "@/lib/form-errors";
import { optionsOf } from "@/lib/labels";

const NOT_SPECIFIED = "Not specified";
/** A select's empty choice means "not specified", which the API stores as null. */
const emptyToNull = (value: string) => value || null;

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
  const { errors } = form.formState;
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
      <FormField label="Address" autoComplete="street-address" error={errors.address?.message} {...register("address")} />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          label="Property Type"
          options={optionsOf(PROPERTY_TYPES)}
          emptyOption={NOT_SPECIFIED}
          error={errors.propertyType?.message}
          {...register("propertyType", { setValueAs: emptyToNull })}
        />
        <SelectField
          label="Architectural Style"
          options={optionsOf(ARCHITECTURAL_STYLES)}
          emptyOption={NOT_SPECIFIED}
          error={errors.architecturalStyle?.message}
          {...register("architecturalStyle", { setValueAs: emptyToNull })}
        />
        <FormField
          label="Year Built"
          type="number"
          min={1800}
          max={new Date().getFullYear()}
          step={1}
          error={errors.yearBuilt?.message}
          {...register("yearBuilt")}
        />
        <FormField
          label="Total Square Footage"
          type="number"
          min={0}
          step={0.1}
          error={errors.totalSquareFootage?.message}
          {...register("totalSquareFootage")}
        />
        <FormField label="Bedrooms" type="number" min={0} step={1} error={errors.numberOfBedrooms?.message} {...register("numberOfBedrooms")} />
        <FormField
          label="Bathrooms"
          type="number"
          min={0}
          step={0.5}
          error={errors.numberOfBathrooms?.message}
          {...register("numberOfBathrooms")}
        />
        <FormField
          label="Floors"
          type="number"
          min={1}
          step={1}
          placeholder="1"
          error={errors.numberOfFloors?.message}
          {...register("numberOfFloors")}
        />
        <FormField label="Lot Size" type="number" min={0} step={0.1} error={errors.lotSize?.message} {...register("lotSize")} />
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
            error={errors.garageSpaces?.message}
            {...register("garageSpaces")}
          />
        )}
      </fieldset>

      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          label="Design Style"
          options={optionsOf(DESIGN_STYLES)}
          emptyOption={NOT_SPECIFIED}
          error={errors.designStyle?.message}
          {...register("designStyle", { setValueAs: emptyToNull })}
        />
        <TextareaField label="Colour Preferences" error={errors.colorPreferences?.message} {...register("colorPreferences")} />
        <TextareaField label="Special Features" error={errors.specialFeatures?.message} {...register("specialFeatures")} />
        <TextareaField
          label="Accessibility Requirements"
          error={errors.accessibilityRequirements?.message}
          {...register("accessibilityRequirements")}
        />
        <div className="sm:col-span-2">
          <TextareaField label="Special Requirements" error={errors.specialRequirements?.message} {...register("specialRequirements")} />
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
