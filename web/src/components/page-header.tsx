interface PageHeaderProps {
  title: string;
  description: string;
}

export function PageHeader({ title, description }: PageHeaderProps) {
  return (
    <header className="mb-8 space-y-2">
      <h1 className="text-3xl leading-tight sm:text-4xl">{title}</h1>
      <p className="text-muted-foreground">{description}</p>
    </header>
  );
}
