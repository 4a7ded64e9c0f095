import { PROFILE_PHOTO_LIMITS, updateProfileRequestSchema, type User } from "@atelier/contracts";
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { UserAvatar } from "@/components/user-avatar";
import { useAuth } from "@/features/auth/queries/use-auth";
import { useSaveProfileMutation } from "@/features/auth/queries/use-account-mutations";
import { KEEP_IMAGE, type ImageChange } from "@/features/settings/lib/image-change";
import { bindField } from "@/lib/field-binding";
import { applyServerFieldErrors } from "@/lib/form-errors";
import { ImagePicker } from "./image-picker";

/** The photo is chosen beside the form and goes up as a file, so the form's own fields leave it out. */
const namesSchema = updateProfileRequestSchema.omit({ profileImageURL: true });

const namesOf = (user: User) => ({ firstName: user.firstName ?? "", lastName: user.lastName ?? "" });

function ProfileForm({ user }: { user: User }) {
  const form = useForm({ resolver: zodResolver(namesSchema), defaultValues: namesOf(user) });
  const [photo, setPhoto] = useState<ImageChange>(KEEP_IMAGE);
  const save = useSaveProfileMutation();
  const [firstName, lastName] = useWatch({ control: form.control, name: ["firstName", "lastName"] });

  const submit = form.handleSubmit((values) =>
    save.mutate(
      { names: values, photo },
      {
        onSuccess: (saved) => {
          form.reset(namesOf(saved));
          setPhoto(KEEP_IMAGE);
        },
        onError: (error) => applyServerFieldErrors(form, error),
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate className="grid gap-5">
      <ImagePicker
        label="Photo"
        what="photo"
        hint="PNG, JPG or WebP, at most 5MB. It is your avatar across Atelier."
        limits={PROFILE_PHOTO_LIMITS}
        savedUrl={user.profileImageUrl}
        change={photo}
        onChange={setPhoto}
        savedAlt="Your photo"
        preview={(url, alt) => <UserAvatar user={{ firstName, lastName, profileImageUrl: url }} alt={alt} className="size-20 text-xl" />}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="First name" autoComplete="given-name" {...bindField(form, "firstName")} />
        <FormField label="Last name" autoComplete="family-name" {...bindField(form, "lastName")} />
      </div>
      <div className="flex justify-end">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? "Saving..." : "Save Profile"}
        </Button>
      </div>
    </form>
  );
}

/** The signed-in designer's own names and photo (their avatar). */
export function ProfileCard() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <Card className="mt-6">
      <CardHeader>
        <CardTitle>Your Profile</CardTitle>
        <CardDescription>Your name and photo, as your studio sees them. Signed in as {user.email}.</CardDescription>
      </CardHeader>
      <CardContent>
        <ProfileForm user={user} />
      </CardContent>
    </Card>
  );
}
