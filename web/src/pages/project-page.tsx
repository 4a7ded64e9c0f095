import { ComingSoon } from "@/components/coming-soon";

export function ProjectPage() {
  return (
    <ComingSoon
      title="Project"
      description="Rooms, meetings, designs, quotes and deliveries for one project."
      upcoming="The project workspace is being prepared and will open here soon."
    />
  );
}
