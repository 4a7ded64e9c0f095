import type { Project } from "@atelier/contracts";
import { Pencil } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { HouseDetailsForm } from "./house-details-form";
import { HouseDetailsView } from "./house-details-view";

/** The property's details, read by default and edited in place. */
export function HouseDetailsCard({ project }: { project: Project }) {
  const [isEditing, setEditing] = useState(false);
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between gap-4">
        <CardTitle>House Details</CardTitle>
        {!isEditing && (
          <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
            <Pencil aria-hidden="true" />
            Edit
          </Button>
        )}
      </CardHeader>
      <CardContent>
        {isEditing ? (
          <HouseDetailsForm project={project} onDone={() => setEditing(false)} />
        ) : (
          <HouseDetailsView details={project} />
        )}
      </CardContent>
    </Card>
  );
}
