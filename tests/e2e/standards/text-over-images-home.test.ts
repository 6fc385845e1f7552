import { describeTextOverImages } from "#tests/e2e/standards/text-over-images.ts";

describeTextOverImages("home and article");
