import { AccountPage } from "./account-page.tsx";

export function SignupPage() {
  return (
    <AccountPage
      title="Sign up"
      passwordAutoComplete="new-password"
      prompt="Already have an account?"
      other={{ to: "/login", label: "Sign in" }}
    />
  );
}
