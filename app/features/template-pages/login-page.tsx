import { Link } from "react-router";
import { AccountPage } from "./account-page.tsx";

export function LoginPage() {
  return (
    <AccountPage
      title="Login"
      passwordAutoComplete="current-password"
      aside={
        <Link
          to="/forgot-pass"
          className="text-primary-700 text-sm hover:underline dark:text-primary-300"
        >
          Forgot password?
        </Link>
      }
      prompt="New user?"
      other={{ to: "/signup", label: "Create an account" }}
    />
  );
}
