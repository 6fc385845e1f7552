import { Button } from "#app/components/ui/forms/button.tsx";
import { SelectField, TextField } from "#app/components/ui/forms/field.tsx";
import { DemoForm } from "./demo-form.tsx";
import { PanelHeading } from "./panel-heading.tsx";
import { COUNTRIES } from "./template-data.ts";

export function BillingAddressPage() {
  return (
    <>
      <PanelHeading title="Billing address" />
      <DemoForm className="grid gap-6 md:grid-cols-2">
        <SelectField
          label="Country"
          name="country"
          autoComplete="country-name"
          options={COUNTRIES}
        />
        <TextField
          label="State/Province/Region"
          name="region"
          autoComplete="address-level1"
          required
        />
        <div className="md:col-span-2">
          <TextField label="Address Line 1" name="address1" autoComplete="address-line1" required />
        </div>
        <div className="md:col-span-2">
          <TextField label="Address Line 2" name="address2" autoComplete="address-line2" />
        </div>
        <TextField label="City" name="city" autoComplete="address-level2" required />
        <TextField label="Postal/ZIP Code" name="postalCode" autoComplete="postal-code" required />
        <div className="md:col-span-2">
          <Button>Update Billing address</Button>
        </div>
      </DemoForm>
    </>
  );
}
