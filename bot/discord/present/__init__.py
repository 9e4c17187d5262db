"""Presentation: texts, embeds, images and component layouts built from the core's views. Pure where it can be;
nothing here sends a message or calls the core."""
