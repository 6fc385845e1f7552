import { Button } from "#app/components/ui/forms/button.tsx";
import { SelectField, TextAreaField, TextField } from "#app/components/ui/forms/field.tsx";
import { DemoForm } from "./demo-form.tsx";
import { ImageDropZone } from "./image-drop-zone.tsx";

/** The dashboard 'Submit post' form (docs/spec.md#dashboard), a demo that sends nothing. */
export function SubmitPostForm({ categories }: { categories: string[] }) {
  return (
    <DemoForm className="grid gap-6 md:grid-cols-2">
      <div className="md:col-span-2">
        <TextField label="Post Title" name="title" required />
      </div>
      <div className="md:col-span-2">
        <TextAreaField
          label="Post Excerpt"
          name="excerpt"
          rows={4}
          hint="Brief description for your article. URLs are hyperlinked."
        />
      </div>
      <SelectField label="Category" name="category" options={categories} />
      <TextField label="Tags" name="tags" placeholder="beach, family, summer" />
      <div className="md:col-span-2">
        <ImageDropZone />
      </div>
      <div className="md:col-span-2">
        <TextAreaField label="Post Content" name="content" rows={16} />
      </div>
      <div className="md:col-span-2">
        <Button>Submit post</Button>
      </div>
    </DemoForm>
  );
}
